import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../../lib/api-client';
import { route } from '../../../../lib/route';

/** POST /ifa-signs/contribute (spec 7): a suggestion for one section, reviewed by an admin. */
export const contribute = (body: RequestBody<'contribute'>) => callApi(route('contribute'), { body });

import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../../lib/api-client';

/** POST /ifa-signs/contribute (spec 7): a suggestion for one section, reviewed by an admin. */
export const contribute = (body: RequestBody<'contribute'>) => callApi(route('contribute'), { body });

import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /user/language (spec 7). */
export const updateLanguage = (body: RequestBody<'updateLanguage'>) => callApi(route('updateLanguage'), { body });

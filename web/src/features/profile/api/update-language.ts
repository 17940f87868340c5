import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** PUT /user/language (spec 7). */
export const updateLanguage = (body: RequestBody<'updateLanguage'>) => callApi(route('updateLanguage'), { body });

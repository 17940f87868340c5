import { routes, type RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';

/** PUT /user/language (spec 7). */
export const updateLanguage = (body: RequestBody<'updateLanguage'>) => callApi(routes.updateLanguage, { body });

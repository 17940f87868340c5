import { routes, type RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';

/** POST /auth/reset-password (DESIGN.md 4: the step after forgot-password). */
export const resetPassword = (body: RequestBody<'resetPassword'>) => callApi(routes.resetPassword, { body });

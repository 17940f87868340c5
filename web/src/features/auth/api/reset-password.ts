import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /auth/reset-password (DESIGN.md 4: the step after forgot-password). */
export const resetPassword = (body: RequestBody<'resetPassword'>) => callApi(route('resetPassword'), { body });

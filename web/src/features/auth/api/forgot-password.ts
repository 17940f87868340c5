import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /auth/forgot-password (spec 7; DESIGN.md 4: `reset_token` only outside production). */
export const forgotPassword = (body: RequestBody<'forgotPassword'>) => callApi(route('forgotPassword'), { body });

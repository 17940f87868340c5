import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** The browser's IANA zone (issue 12: practice days count in it); none where the browser does not say. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /auth/register (spec 7), with the browser's time zone unless the caller gave one. */
export const register = (body: RequestBody<'register'>) =>
  callApi(route('register'), { body: { ...body, time_zone: body.time_zone ?? browserTimeZone() } });

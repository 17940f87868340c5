import { MSG } from '@ifa/shared/messages';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { adminErrorMessage, translateAdminMessage, withDetail } from './admin-messages';

// A stand-in `t` that shows which key and values were asked for.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('admin messages in the UI language', () => {
  it('recognises the messages that carry a value and keeps the value', () => {
    expect(translateAdminMessage(t, MSG.oddunPositionTaken(17))).toBe('admin.messages.positionTaken {"position":17}');
    expect(translateAdminMessage(t, MSG.oddunPatternTaken('01010101'))).toBe('admin.messages.patternTaken {"pattern":"01010101"}');
    expect(translateAdminMessage(t, MSG.importDuplicate(2))).toBe('admin.messages.importDuplicate {"index":2}');
    expect(translateAdminMessage(t, MSG.passwordSetFor('a@b.co'))).toBe('admin.users.passwordSet {"email":"a@b.co"}');
    expect(translateAdminMessage(t, MSG.userDeletedNamed('a@b.co'))).toBe('admin.users.deleted {"email":"a@b.co"}');
  });

  it('maps the plain contract messages through the shared catalog keys', () => {
    expect(translateAdminMessage(t, MSG.lastAdmin)).toBe('validation.lastAdmin');
    expect(translateAdminMessage(t, MSG.oddunStale)).toBe('validation.oddunStale');
    expect(translateAdminMessage(t, 'algo nuevo')).toBe('algo nuevo');
  });

  it("shows the server's reason for a refusal, the default otherwise", () => {
    expect(adminErrorMessage(t, new ApiError(409, MSG.lastAdmin), 'fallback')).toBe('validation.lastAdmin');
    expect(adminErrorMessage(t, new ApiError(400, MSG.oddunPositionTaken(3)), 'fallback')).toBe('admin.messages.positionTaken {"position":3}');
    expect(adminErrorMessage(t, new ApiError(500, MSG.internal), 'fallback')).toBe('fallback');
    expect(adminErrorMessage(t, new ApiError(404, undefined), 'fallback')).toBe('fallback');
    expect(adminErrorMessage(t, new NetworkError(), 'fallback')).toBe('validation.network');
  });

  it('puts the detail after the message when the spec asks for both', () => {
    expect(withDetail(t, new ApiError(409, MSG.contributionDecided), 'Error')).toBe('Error: validation.contributionDecided');
    expect(withDetail(t, new ApiError(500, MSG.internal), 'Error')).toBe('Error');
  });
});

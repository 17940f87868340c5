import { pushEndpointKind } from '@ifa/shared';
import { config } from './config.js';

/**
 * A setting for local stacks only (the pattern of lib/config.ts `throttleLimit`): production
 * refuses it at cold start, so a stray variable cannot loosen a guard there.
 */
export function localOnlyFlag(name: string, raw: string | undefined, currentStage = config.stage): boolean {
  if (raw === undefined || raw === '') return false;
  if (currentStage === 'production') throw new Error(`${name} is for local stacks only`);
  if (raw !== '1' && raw !== 'true') throw new Error(`${name} must be 1 or true (got "${raw}")`);
  return true;
}

/**
 * Push endpoints on this machine (http://127.0.0.1:<port>/...) are accepted only where the local
 * stack says so: its tests' push endpoint (functions/test/support/push-endpoint.ts). In AWS the
 * sender would otherwise POST wherever a learner pointed it (docs/decisions/022-reminders.md).
 */
export const ALLOW_LOOPBACK_PUSH = localOnlyFlag('PUSH_ALLOW_LOOPBACK', process.env.PUSH_ALLOW_LOOPBACK);

/** Whether the server may store and POST to this endpoint. */
export function pushEndpointAllowed(endpoint: string, allowLoopback = ALLOW_LOOPBACK_PUSH): boolean {
  const kind = pushEndpointKind(endpoint);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import type { FunctionName } from '@ifa/shared';
import { accessDeniedMessage, isAllowed, requestedBy, type GroupRoles, type Requested } from './policy.js';
import { recordSent } from './record.js';

/**
 * The local stack's IAM (DESIGN.md 10). In AWS each endpoint group's Lambda signs with its own
 * role and DynamoDB refuses what the role does not allow; DynamoDB Local checks nothing, and the
 * gateway runs every group in one process on one client. So the gateway runs each invocation
 * inside `runAs(group)`, and a middleware on the client checks every request against that
 * group's role from the synthesized template before it leaves, refusing with the
 * AccessDeniedException AWS returns. Requests outside an invocation (seed, test arrangement) are
 * the operator's, as `npm run seed` against AWS is, and pass.
 */
const invocation = new AsyncLocalStorage<FunctionName>();

/** Runs `work` as the function `group` (an endpoint group, or a scheduled function such as the reminder sender). */
export const runAs = <T>(group: FunctionName, work: () => T): T => invocation.run(group, work);

interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (next: (args: { input: object }) => Promise<unknown>, context: { commandName?: string }) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'initialize'; name: string; override?: boolean },
    ): void;
  };
}

/** The roles in force: a test can put a weaker role in place and back. */
let current: GroupRoles | null = null;
/**
 * Off while a test provokes refusals on purpose (a weakened role, a Scan): those are not what
 * the product sends, and the run's comparison with the roles (iam/coverage.ts) must not see them.
 */
let recording = true;
export const setRoles = (roles: GroupRoles | null) => {
  current = roles;
};
export const rolesInForce = () => current;

/** Runs `provoke` with the requests it sends left out of the run's record. */
export async function unrecorded<T>(provoke: () => Promise<T>): Promise<T> {
  recording = false;
  try {
    return await provoke();
  } finally {
    recording = true;
  }
}

const enforced = new WeakSet<object>();

/** Puts the roles in force on `client` (once per client). */
export function enforceRoles(client: MiddlewareClient, roles: GroupRoles, region: string): void {
  current = roles;
  if (enforced.has(client)) return;
  enforced.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const group = invocation.getStore();
      if (group && current) {
        const operation = (context.commandName ?? '').replace(/Command$/, '');
        for (const want of requestedBy(operation, args.input as Record<string, unknown>, region)) {
          const allowed = isAllowed(current[group], want);
          if (recording) recordSent(group, want, allowed);
          if (!allowed) throw accessDenied(current, group, want);
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'localIamEnforcement', override: true },
  );
}

/** The error the SDK makes of DynamoDB's 400 AccessDeniedException answer. */
function accessDenied(roles: GroupRoles, group: FunctionName, want: Requested) {
  return new DynamoDBServiceException({
    name: 'AccessDeniedException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400, attempts: 1, totalRetryDelay: 0 },
    message: accessDeniedMessage(roles[group], group, want),
  });
}

import type { Context } from 'aws-lambda';
import { REMINDER_RUN_TIME_FIELD, SCHEDULED_FUNCTIONS, type ScheduledFunction } from '@ifa/shared';
import { enforceOnce } from './gateway.js';
import { runAs } from './iam/enforce.js';
import type { GroupRoles } from './iam/policy.js';

/**
 * The local stand-in for EventBridge Scheduler (DESIGN.md 5d, 10): it invokes the scheduled
 * functions' handler modules, the same the Lambdas run, with the input the schedule sends (the
 * time the run was due, infra/lib/reminders.ts), under their own role from the synthesized
 * template, as the gateway does for the endpoint groups.
 */

type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;

export const scheduledModules: Record<ScheduledFunction, () => Promise<{ handler: ScheduledHandler }>> = {
  reminders: () => import('../../../functions/src/handlers/reminders.js') as Promise<{ handler: ScheduledHandler }>,
};

const HOUR_MS = 60 * 60 * 1000;
/** The sender's timeout in the template (infra/lib/reminders.ts). */
const TIMEOUT_MS = 5 * 60 * 1000;

function context(name: ScheduledFunction): Context {
  const deadline = Date.now() + TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${name}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** One invocation as the schedule makes it: the run due at `due`, under the function's own role. */
export async function invokeScheduled(name: ScheduledFunction, roles: GroupRoles, due: Date): Promise<unknown> {
  await enforceOnce(roles);
  const { handler } = await scheduledModules[name]();
  return runAs(name, () => handler({ [REMINDER_RUN_TIME_FIELD]: due.toISOString() }, context(name)));
}

/**
 * Runs every scheduled function at the start of each UTC hour, as the stage's schedule does
 * (`npm start`, `npm run dev`, `npm run api`), until `stop`. A failed run is reported and the
 * next hour's goes on.
 */
export function startLocalSchedule(roles: GroupRoles, report: (name: ScheduledFunction, error: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    const due = Math.ceil((Date.now() + 1) / HOUR_MS) * HOUR_MS;
    timer = setTimeout(() => {
      for (const name of SCHEDULED_FUNCTIONS) void invokeScheduled(name, roles, new Date(due)).catch((error) => report(name, error));
      next();
    }, due - Date.now());
    // The schedule never keeps the process alive on its own.
    timer.unref();
  };
  next();
  return { stop: () => clearTimeout(timer) };
}

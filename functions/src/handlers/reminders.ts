import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { REMINDER_RUN_TIME_FIELD } from '@ifa/shared';
import { log, logger } from '../lib/log.js';
import { sendReminders, type RunReport } from '../services/send-reminders.js';

/**
 * The reminder sender (DESIGN.md 5d): no route calls it; EventBridge Scheduler invokes it at the
 * start of every UTC hour (infra/lib/reminders.ts), and the local stack does the same
 * (scripts/src/local/scheduler.ts). The run itself is services/send-reminders.ts.
 */

/** The schedule's input: the time the run was due (ISO 8601). A manual invocation may leave it out. */
const RunEvent = z.object({ [REMINDER_RUN_TIME_FIELD]: z.optional(z.iso.datetime({ offset: true })) });

/**
 * A run that starts this late is dropped: a reminder at 8 must not arrive at 9 (an asynchronous
 * invocation Lambda retried, a backlog after an outage). The next hour's run goes on as usual.
 */
export const MAX_LATENESS_MS = 45 * 60 * 1000;
/** Stop taking learners when this little time is left, so the run ends (and is retried) cleanly. */
const STOP_WITH_MS_LEFT = 20_000;

export const handler = middy<unknown, RunReport | { skipped: string }, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event, context) => {
    const parsed = RunEvent.safeParse(event ?? {});
    const due = parsed.success ? parsed.data[REMINDER_RUN_TIME_FIELD] : undefined;
    const at = due ? new Date(due) : new Date();
    const lateBy = Date.now() - at.getTime();
    if (lateBy > MAX_LATENESS_MS) {
      log('warn', 'reminder run skipped: too late', { due: at.toISOString(), late_ms: lateBy });
      return { skipped: 'late' };
    }
    const report = await sendReminders(at, () => context.getRemainingTimeInMillis() < STOP_WITH_MS_LEFT);
    log('info', 'reminder run', { ...report });
    // Failing the invocation makes Lambda retry it (infra/lib/reminders.ts: once, within the
    // lateness window); the day's marks keep those already reminded from a second reminder.
    if (report.unfinished) throw new Error(`reminder run stopped with ${report.unfinished} learners left`);
    return report;
  });

import { parseArgs } from 'node:util';
import { LOCAL_DEFAULTS, useLocalCredentials } from './local/defaults.js';

/**
 * `npx tsx scripts/src/send-reminders-now.ts --endpoint http://127.0.0.1:8000 --table ifa-local [--at <ISO>]`:
 * the hourly reminder run (DESIGN.md 5d), now, against a local stack's table: to see a reminder
 * arrive without waiting for the next hour (choose the current hour on the profile, then run
 * this), and for the browser tests (e2e/reminders.spec.ts). `--at` is the hour the run is for
 * (default: the start of the current UTC hour). Local tables only: in AWS the schedule runs it.
 */
const { values } = parseArgs({
  options: {
    endpoint: { type: 'string' },
    table: { type: 'string' },
    at: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const local = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/;
if (values.help || !values.table || !values.endpoint || !local.test(values.endpoint)) {
  console.log('Usage: npx tsx scripts/src/send-reminders-now.ts --endpoint http://127.0.0.1:8000 --table ifa-local [--at 2026-11-20T08:00:00Z]');
  process.exit(values.help ? 0 : 1);
}
const at = values.at ? new Date(values.at) : new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
if (Number.isNaN(at.getTime())) {
  console.log(`Not a date: ${values.at}`);
  process.exit(1);
}
// What the local stack sets for its handlers (local/stack.ts), so the keys are the stack's own.
process.env.TABLE_NAME = values.table;
process.env.DDB_ENDPOINT = values.endpoint;
process.env.AWS_REGION ??= 'us-east-1';
process.env.VAPID_SECRET ??= LOCAL_DEFAULTS.vapidSecret;
process.env.VAPID_SUBJECT ??= LOCAL_DEFAULTS.vapidSubject;
process.env.PUSH_ALLOW_LOOPBACK ??= '1';
process.env.LOG_LEVEL ??= 'silent';
useLocalCredentials();

const { sendReminders } = await import('../../functions/src/services/send-reminders.js');
console.log(JSON.stringify(await sendReminders(at)));

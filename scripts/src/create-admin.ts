import { parseArgs } from 'node:util';
import { CreateAdminRequest, Email, type FieldError } from '@ifa/shared';
import { localCredentialsWhenNone } from './local/defaults.js';

/**
 * `npm run create-admin -- --email <e> --username <u> --full-name <n> [--table <t>] ...`:
 * creates an administrator, or promotes the account of that email, in a deployed table (AWS
 * credentials from the usual chain: AWS_PROFILE / --profile, AWS_REGION / --region) or a local
 * one (--endpoint or DDB_ENDPOINT). The password comes from ADMIN_PASSWORD or --password and is
 * never printed. Input is checked with the same schema as the admin panel's "create admin".
 */
const USAGE = `Usage: ADMIN_PASSWORD=... npm run create-admin -- --email <email> --username <name> --full-name "<full name>"
         [--table <TableName>] [--region <aws-region>] [--profile <aws-profile>] [--endpoint <http://127.0.0.1:8000>] [--language es|en|fr]

  --table     the stack's TableName output (or TABLE_NAME)
  --endpoint  a DynamoDB Local endpoint (or DDB_ENDPOINT); without it the table is in AWS
  --password  prefer ADMIN_PASSWORD: a flag stays in the shell history and the process list
An account that already has this email is made admin; its password is left as it is.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      'full-name': { type: 'string' },
      password: { type: 'string' },
      language: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
      profile: { type: 'string' },
      endpoint: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const table = values.table ?? process.env.TABLE_NAME;
if (!table) fail(`Which table? Pass --table (the stack's TableName output) or set TABLE_NAME.\n\n${USAGE}`);
const input = {
  email: values.email ?? process.env.ADMIN_EMAIL,
  username: values.username ?? process.env.ADMIN_USERNAME,
  full_name: values['full-name'] ?? process.env.ADMIN_FULL_NAME,
  password: values.password ?? process.env.ADMIN_PASSWORD,
  ...(values.language ? { language: values.language } : {}),
};

const fieldList = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.map((i) => `  ${i.path.length ? i.path.join('.') : 'input'}: ${i.message}`).join('\n');

const email = Email.safeParse(input.email);
if (!email.success) fail(`Invalid input:\n${fieldList(email.error.issues.map((i) => ({ ...i, path: ['email'] })))}`);

// The data layer reads its environment when it loads: set it first.
process.env.TABLE_NAME = table;
if (values.endpoint) process.env.DDB_ENDPOINT = values.endpoint;
if (values.region) process.env.AWS_REGION = values.region;
if (values.profile) process.env.AWS_PROFILE = values.profile;
localCredentialsWhenNone(process.env.DDB_ENDPOINT);
// Loading the data layer asks for a signing key; this script signs no token.
process.env.JWT_SECRET ??= 'create-admin-script-signs-no-token-0000000000';
process.env.LOG_LEVEL ??= 'silent';

const where = process.env.DDB_ENDPOINT ? `${table} at ${process.env.DDB_ENDPOINT}` : `${table} (${process.env.AWS_REGION ?? 'default region'})`;

/** What went wrong with AWS or the table, in one line a person can act on. */
function explain(error: unknown): string {
  const name = (error as Error)?.name ?? '';
  const message = (error as Error)?.message ?? String(error);
  if (name === 'ResourceNotFoundException') return `Table ${where} does not exist. Use the TableName output of the stack.`;
  if (name === 'CredentialsProviderError' || /credential/i.test(message)) {
    return 'No AWS credentials: set AWS_PROFILE (or pass --profile), or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.';
  }
  if (name === 'AccessDeniedException' || name === 'UnrecognizedClientException') return `AWS refused the call (${name}): ${message}`;
  if (/ECONNREFUSED|ENOTFOUND|TimeoutError|socket hang up/i.test(`${name} ${message}`)) return `Cannot reach DynamoDB for ${where} (${name || message}).`;
  return `${name || 'Error'}: ${message}`;
}

const { getUserByEmail, updateUserFields } = await import('../../functions/src/data/users.js');
const { register } = await import('../../functions/src/services/accounts.js');
const { HttpError } = await import('../../functions/src/lib/errors.js');

async function promote(address: string): Promise<boolean> {
  const existing = await getUserByEmail(address);
  if (!existing) return false;
  if (existing.role === 'admin') {
    console.log(`${existing.email} (${existing.id}) is already an admin in ${where}; nothing changed.`);
  } else {
    await updateUserFields(existing.id, { role: 'admin' });
    console.log(`${existing.email} (${existing.id}) promoted to admin in ${where}; the password is unchanged.`);
  }
  return true;
}

try {
  if (!(await promote(email.data))) {
    const request = CreateAdminRequest.safeParse(input);
    if (!request.success) fail(`Invalid input:\n${fieldList(request.error.issues)}\n\n${USAGE}`);
    try {
      const user = await register({ ...request.data, referred_by: null }, 'admin');
      console.log(`Admin created in ${where}: ${user.email} (${user.id}), username ${user.username}.`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const details = Array.isArray(error.detail) ? error.detail : [{ field: 'input', message: error.detail }];
      // Someone registered this email in the meantime: promote that account instead.
      if (details.some((d: FieldError) => d.field === 'email') && (await promote(email.data))) process.exit(0);
      fail(`Refused:\n${details.map((d: FieldError) => `  ${d.field}: ${d.message}`).join('\n')}`);
    }
  }
} catch (error) {
  fail(explain(error));
}
process.exit(0);

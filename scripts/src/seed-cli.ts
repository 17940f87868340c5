import { parseArgs } from 'node:util';
import { localCredentialsWhenNone } from './local/defaults.js';

/**
 * `npm run seed -- --table <name> [--region <r>] [--profile <p>] [--endpoint <url>]`: loads the
 * sign catalogue into a table, a deployed one or a local one. Credentials and region come from
 * the AWS SDK's chain (keys, AWS_PROFILE or --profile, SSO), also with --endpoint.
 * Idempotent; admin-edited signs are left alone.
 */
const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    region: { type: 'string' },
    profile: { type: 'string' },
    endpoint: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.table) {
  console.log('Usage: npm run seed -- --table <TableName> [--region eu-west-1] [--profile my-profile] [--endpoint http://127.0.0.1:8000]');
  process.exit(values.help ? 0 : 1);
}
process.env.TABLE_NAME = values.table;
if (values.region) process.env.AWS_REGION = values.region;
if (values.profile) process.env.AWS_PROFILE = values.profile;
if (values.endpoint) process.env.DDB_ENDPOINT = values.endpoint;
localCredentialsWhenNone(process.env.DDB_ENDPOINT);
// The data layer needs a signing key variable to load; seeding signs no token.
process.env.JWT_SECRET ??= 'seed-script-does-not-sign-tokens-000000000';
process.env.LOG_LEVEL ??= 'silent';

const { seedCatalogue } = await import('./seed/seed.js');
const counts = await seedCatalogue();
console.log(`Catalogue seeded into ${values.table}: ${counts.written} signs written, ${counts.unchanged} unchanged; ${counts.translations.written} translations written, ${counts.translations.unchanged} unchanged.`);

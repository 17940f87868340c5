import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localCredentialsWhenNone } from './local/defaults.js';

/**
 * `npm run export-reviews -- --table <TableName> [--region r] [--profile p] [--endpoint url]`:
 * writes the Meji texts changed in a stage's panel (edits, applied contributions and translation
 * suggestions) and the content reviews made there (issue 36) into the YAML content files of this
 * checkout (functions/src/content/data), so that `npm run content` validates them and a commit
 * brings them to every stage. Reviews of a text the files do not hold are listed and left out.
 * Reads the table only.
 */
const USAGE = `Usage: npm run export-reviews -- --table <TableName> [--region <aws-region>] [--profile <aws-profile>] [--endpoint <http://127.0.0.1:8000>]
         [--data <content data folder; default functions/src/content/data>]`;

const { values } = parseArgs({
  options: { data: { type: 'string' }, table: { type: 'string' }, region: { type: 'string' }, profile: { type: 'string' }, endpoint: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const table = values.table ?? process.env.TABLE_NAME;
if (!table) {
  console.error(`Which table? Pass --table (the stack's TableName output) or set TABLE_NAME.\n\n${USAGE}`);
  process.exit(1);
}
// The data layer reads its environment when it loads: set it first.
process.env.TABLE_NAME = table;
if (values.endpoint) process.env.DDB_ENDPOINT = values.endpoint;
if (values.region) process.env.AWS_REGION = values.region;
if (values.profile) process.env.AWS_PROFILE = values.profile;
localCredentialsWhenNone(process.env.DDB_ENDPOINT);
process.env.LOG_LEVEL ??= 'silent';

const { allReviews } = await import('../../functions/src/data/content-reviews.js');
const { listOdduns } = await import('../../functions/src/data/odduns.js');
const { mejiTranslations } = await import('../../functions/src/data/sign-translations.js');
const { buildCatalogue, fileTranslation } = await import('../../functions/src/content/build-odduns.js');
const { exportReviews } = await import('./content/review-export.js');

const dataDir = resolve(values.data ?? resolve(import.meta.dirname, '../../functions/src/content/data'));
const [reviews, stageSigns, en, fr] = await Promise.all([allReviews(), listOdduns(16), mejiTranslations('en'), mejiTranslations('fr')]);
const outcome = exportReviews(
  {
    reviews,
    files: buildCatalogue(new Date().toISOString()),
    fileTranslations: fileTranslation,
    table: stageSigns,
    tableTranslations: (id, language) => (language === 'en' ? en(id, language) : language === 'fr' ? fr(id, language) : undefined),
  },
  dataDir,
);
for (const t of outcome.texts) console.log(`text: ${t.oddun_id} ${t.section} (${t.language}) -> ${t.file}`);
for (const w of outcome.written) console.log(`reviewed: ${w.oddun_id} ${w.section} (${w.language}) -> ${w.file}`);
for (const s of outcome.skipped) console.log(`left out: ${s.oddun_id} ${s.section} (${s.language}): ${s.why}`);
console.log(
  `${outcome.texts.length} text(s) and ${outcome.written.length} review(s) written, ${outcome.skipped.length} left out. Run \`npm run content\` to check them.`,
);

import { COLLECTIONS } from './content/collections.js';
import { compileContent } from './content/compile.js';
import { writeOpenApi } from './content/openapi.js';

/**
 * `npm run content`: validates the content data files (functions/src/content/data) and writes the
 * JSON the app imports, and the API's OpenAPI document (generated/openapi.json). Run by `npm install`, `npm start`, `npm test`, `npm run seed` and the
 * deploy, so an edit to a data file shows after any of them. Exits 1, listing every problem with
 * its file and field, when a file is invalid or a translation is missing (DESIGN.md 6); nothing
 * is written then.
 */
const { results, written } = compileContent(COLLECTIONS);
const errors = results.flatMap((r) => r.errors);
if (errors.length) {
  console.error(`Content data has ${errors.length} problem(s); nothing was written:`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
// The API's OpenAPI document, from the route table (scripts/src/content/openapi.ts says why here).
if (writeOpenApi()) written.push('openapi');
const counts = results
  .map((r) => `${r.entries.length} ${r.name}${r.translations ? ` (${Object.entries(r.translations).map(([l, t]) => `${t.length} ${l}`).join(', ')})` : ''}`)
  .join(', ');
console.log(`Content: ${counts}${written.length ? ` (updated ${written.join(', ')})` : ''}.`);

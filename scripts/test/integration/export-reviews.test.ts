import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewQueueResponse } from '@ifa/shared';
import { parse } from 'yaml';
import { adminUser, userWithRole } from '../../../functions/test/support/admin.js';
import { useApi } from '../../../functions/test/support/api.js';
import { COLLECTIONS } from '../../src/content/collections.js';
import { CONTENT_ROOT, compileContent } from '../../src/content/compile.js';

/**
 * Reviews reach the data files (issue 36, deliverable 3): a babalawo reviews Baba Ejiogbe's
 * 'meaning' in Spanish and a reviewer for English its translation, in the panel; an admin corrects
 * a saying and a reviewer of English rewrites a taboo there. The export command, run as a separate
 * process against this file's table, writes the texts and the reviews into a copy of the content
 * files, and the content build accepts them, the translation pack carrying the English review. A
 * review of a text changed again since is left out.
 */
const root = resolve(import.meta.dirname, '../../..');
const api = useApi();
const copy = mkdtempSync(join(tmpdir(), 'ifa-content-'));

beforeAll(async () => {
  const { seedCatalogue } = await import('../../src/seed/seed.js');
  await seedCatalogue();
  cpSync(join(CONTENT_ROOT, 'data'), join(copy, 'data'), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function exportReviews(): Promise<{ code: number | null; out: string }> {
  return new Promise((done, failed) => {
    const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/src/export-reviews.ts', '--table', process.env.TABLE_NAME!, '--endpoint', process.env.DDB_ENDPOINT!, '--data', join(copy, 'data')], {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', AWS_REGION: 'us-east-1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', failed);
    child.on('exit', (code) => done({ code, out }));
  });
}

async function review(language: 'es' | 'en', section: string, signId = 'baba-ejiogbe') {
  const admin = (await adminUser(api)).token;
  const reviewer = await userWithRole(api, 'babalawo');
  expect((await api.call('PUT', `/admin/users/${reviewer.id}/reviewer`, { token: admin, body: { languages: [language] } })).status).toBe(200);
  const queue = ReviewQueueResponse.parse((await api.call('GET', '/review/queue', { token: reviewer.token })).body);
  const item = queue.items.find((i) => i.oddun_id === signId && i.section === section && i.language === language)!;
  const res = await api.call('PUT', `/review/odduns/${signId}/${section}/${language}`, { token: reviewer.token, body: { text_hash: item.text_hash, note: 'Revisado.' } });
  expect(res.status).toBe(200);
  return { by: reviewer.user.full_name, on: (res.body as { reviewed: { on: string } }).reviewed.on };
}

/** A reviewer of English rewrites the last entry of a section of Baba Ejiogbe in the panel; the entries as learners now read them. */
async function editInEnglish(section: string) {
  const admin = (await adminUser(api)).token;
  const reviewer = await userWithRole(api, 'babalawo');
  expect((await api.call('PUT', `/admin/users/${reviewer.id}/reviewer`, { token: admin, body: { languages: ['en'] } })).status).toBe(200);
  const queue = ReviewQueueResponse.parse((await api.call('GET', '/review/queue', { token: reviewer.token })).body);
  const item = queue.items.find((i) => i.oddun_id === 'baba-ejiogbe' && i.section === section && i.language === 'en')!;
  const entries = [...item.text.split('\n').slice(0, -1), 'A last entry rewritten by a reviewer.'];
  const res = await api.call('PUT', `/review/odduns/baba-ejiogbe/${section}/en/text`, { token: reviewer.token, body: { text_hash: item.text_hash, text: entries.join('\n') } });
  expect(res.status, res.text).toBe(200);
  return entries;
}

describe('npm run export-reviews', () => {
  it('writes the panel\'s texts and a Spanish and an English review into the Meji files, and the content build accepts them', async () => {
    const es = await review('es', 'meaning');
    const en = await review('en', 'meaning');
    // Texts changed in the panel: an admin corrects a saying, a reviewer reviews it, then the admin
    // corrects it again (that review no longer holds); a reviewer of English rewrites a taboo.
    const admin = (await adminUser(api)).token;
    const correctLastSaying = async (saying: string) => {
      const current = (await api.call('GET', '/admin/odduns/baba-ejiogbe', { token: admin })).body as Record<string, unknown> & { refranes: string[] };
      const { id: _id, version, has_data: _h, completion_percentage: _c, created_at: _ca, updated_at: _u, fecha_actualizacion: _f, has_secret: _hs, secret_unlocked: _su, ...fields } = current;
      const edited = await api.call('PUT', '/admin/odduns/baba-ejiogbe', { token: admin, body: { ...fields, refranes: [...current.refranes.slice(0, -1), saying], version } });
      expect(edited.status, edited.text).toBe(200);
      return [...current.refranes.slice(0, -1), saying];
    };
    await correctLastSaying('Un refrán corregido en el panel.');
    await review('es', 'refranes');
    const sayings = await correctLastSaying('Un refrán corregido otra vez.');
    const englishTaboos = await editInEnglish('taboos');

    const run = await exportReviews();
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('2 text(s) and 2 review(s) written, 1 left out');
    expect(run.out).toContain("left out: baba-ejiogbe refranes (es): the file's text is not the text that was reviewed");

    const spanish = parse(readFileSync(join(copy, 'data/meji/01-baba-ejiogbe.yaml'), 'utf8'));
    expect(spanish.meaning.reviewed).toEqual(es);
    expect(spanish.refranes.items).toEqual(sayings);
    expect(spanish.refranes.reviewed).toBeNull();
    const english = parse(readFileSync(join(copy, 'data/meji/en/01-baba-ejiogbe.yaml'), 'utf8'));
    expect(english.translation.reviews).toEqual({ meaning: en });
    expect(english.taboos).toEqual(englishTaboos);
    // Only what changed: the rest of the file reads as before.
    expect(spanish.meaning.text).toBe(parse(readFileSync(join(CONTENT_ROOT, 'data/meji/01-baba-ejiogbe.yaml'), 'utf8')).meaning.text);

    const { results } = compileContent(COLLECTIONS, copy);
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    // The build read the English review from the file (it goes into the translation pack with it).
    const translations = (results.find((r) => r.name === 'meji')?.translations?.en ?? []) as Array<{ key: string; translation: { reviews?: unknown } }>;
    expect(translations.find((t) => t.key === '01-baba-ejiogbe')?.translation.reviews).toEqual({ meaning: en });
  });
});

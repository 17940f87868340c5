import type { APIRequestContext } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, test, uniqueUser, useToken } from './support/fixtures';
import { bearer, adminToken } from './support/admin';

/**
 * Translations that survive edits (issue 34, DESIGN.md 6): a sign's texts are translated item by
 * item, so when an admin approves an addition to a Meji's Spanish section, an English learner
 * still reads the rest of that section in English and sees only the new entry in Spanish, marked
 * 'Not yet translated: shown in Spanish'. The section is Oshe Meji's offerings: no other spec
 * reads it, and the signs game never quotes offerings (its English games stay wholly English).
 */
test.use({ bypassCSP: true });

const SIGN = 'oshe-meji';

interface Detail {
  ofrendas: string[];
  translation: { language: string; untranslated: string[]; pending?: { ofrendas?: number[] } };
}

const detailOf = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`/api/ifa-signs/oddun/${SIGN}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
};

/** Entries this spec adds (each run of a viewport adds one; the tests of a file run one after the other). */
const ADDED = /ofrenda añadida en la prueba/;

/** A learner proposes an addition to the offerings and the admin approves it with `apply` (the section grows by one entry). */
async function approvedAddition(request: APIRequestContext, text: string) {
  const learner = await registerViaApi(request, uniqueUser('adds'));
  const sent = await request.post('/api/ifa-signs/contribute', {
    headers: bearer(learner.access_token),
    data: { oddun_id: SIGN, section: 'ofrendas', type: 'addition', content: text, source: 'Enseñanza de la casa' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { contribution_id } = (await sent.json()) as { contribution_id: string };
  const approved = await request.put(`/api/admin/contributions/${contribution_id}/approve`, { headers: bearer(await adminToken(request)), data: { apply: true } });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await approved.json()).toMatchObject({ status: 'approved', applied: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('after an approved addition, an English learner reads the section in English with only the new entry marked as not yet translated', async ({ page, request }) => {
      const english = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
      const before = await detailOf(request, english.access_token);
      const added = `Velas amarillas a Oshún, ofrenda añadida en la prueba ${viewport.width}-${Date.now()}.`;
      await approvedAddition(request, added);

      // The API: the earlier entries as they were (the project's English), the new one in Spanish and named in `pending`.
      const after = await detailOf(request, english.access_token);
      expect(after.ofrendas).toEqual([...before.ofrendas, added]);
      expect(after.ofrendas.filter((text) => !ADDED.test(text)).length).toBeGreaterThan(2);
      const pending = after.translation.pending?.ofrendas ?? [];
      expect(pending).toContain(after.ofrendas.length - 1);
      expect(pending.map((i) => after.ofrendas[i])).toEqual(after.ofrendas.filter((text) => ADDED.test(text)));
      expect(after.translation.untranslated).toEqual(['ofrendas']);

      await useToken(page, english.access_token);
      await page.goto(`/games/signs?sign=${SIGN}`);
      await expect(page.getByTestId('study-view')).toBeVisible();
      const section = page.getByTestId('section-ofrendas');
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(after.ofrendas.length);

      // The section is still the project's English translation...
      await expect(page.getByTestId('section-ofrendas-translation')).toHaveText('Translated by the project · pending review');
      await expect(section.locator('ul')).toHaveAttribute('lang', 'en');
      for (const [i, text] of after.ofrendas.entries()) {
        if (pending.includes(i)) continue;
        await expect(items.nth(i)).toHaveText(text);
        await expect(items.nth(i).locator('[lang="es"]')).toHaveCount(0);
      }
      await expect(items.first()).toHaveText(/^Fresh fruit/);

      // ...and only the entries added since are Spanish, each marked as such in English.
      const last = items.nth(after.ofrendas.length - 1);
      await expect(last.locator('[lang="es"]')).toHaveText(added);
      await expect(page.getByTestId(`section-ofrendas-item-${after.ofrendas.length - 1}-translation`)).toHaveText('Not yet translated: shown in Spanish');
      await expect(section.getByText('Not yet translated: shown in Spanish')).toHaveCount(pending.length);
      await expect(section.locator('[lang="es"]')).toHaveCount(pending.length);

      // The other sections are untouched: wholly English, no item marked.
      await expect(page.getByTestId('section-refranes').locator('ul')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('section-refranes').locator('[lang="es"]')).toHaveCount(0);
      await expect(page.getByTestId('section-meaning-translation')).toHaveText('Translated by the project · pending review');

      await section.scrollIntoViewIfNeeded();
      expect(await violations(page), `the study screen at ${viewport.width}px`).toEqual([]);
      await section.screenshot({ path: test.info().outputPath(`oshe-meji-offerings-en-${viewport.width}.png`) });
    });
  });
}

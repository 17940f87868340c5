import { describe, expect, it } from 'vitest';
import { ContributeRequest, MSG, applyContributionTo, contributionEffect, type OddunProvenance } from '@ifa/shared';
import { CONTRIBUTION_SOURCE, provenanceAfterEdit, withCitedSource } from '../../src/domain/oddun-edit.js';

/**
 * DESIGN.md 5e "Now": contributions never destroy text. The rule is the shared one, used by the
 * server to apply and by the admin's dialog to preview, so both are tested here once.
 */
const MEANING = 'Ojuani Alakentu habla de la palabra dada.\n\nSegundo párrafo del significado.';
const sign = {
  position: 12,
  name: 'Ojuani Alakentu',
  binary_pattern: '00110011',
  traditional_name: 'Ojuani Alakentu',
  alternative_names: ['Owonrin Alakentu'],
  meaning: MEANING,
  refranes: ['Quien mucho habla, mucho yerra.'],
  plantas: 'Albahaca',
  title: 'El que cumple su palabra',
};

describe('an addition adds, never replaces', () => {
  it('appends a new paragraph to a prose section and keeps every word it had', () => {
    const after = applyContributionTo(sign, 'meaning', 'addition', '  Una frase nueva.  ')!;
    expect(after.meaning).toBe(`${MEANING}\n\nUna frase nueva.`);
    expect(after.meaning!.startsWith(MEANING)).toBe(true);
    expect(sign.meaning).toBe(MEANING); // the input is not changed
  });

  it('fills an empty prose section, and the study screen field that is shown', () => {
    expect(applyContributionTo({ ...sign, meaning: undefined }, 'meaning', 'addition', 'Texto')!.meaning).toBe('Texto');
    // The rezo section shows `rezo_principal` when `rezo` is empty: the addition goes there, so nothing is hidden.
    const rezo = contributionEffect({ ...sign, rezo_principal: 'Rezo conocido' }, 'rezo', 'addition', 'Más');
    expect(rezo).toMatchObject({ field: 'rezo_principal', before: 'Rezo conocido', after: 'Rezo conocido\n\nMás' });
    const description = contributionEffect({ ...sign, descripcion: 'Descripción' }, 'extended_description', 'addition', 'Otra');
    expect(description).toMatchObject({ field: 'descripcion', after: 'Descripción\n\nOtra' });
  });

  it('appends a new entry to a list section, without duplicating one it has', () => {
    expect(applyContributionTo(sign, 'refranes', 'addition', 'Nuevo refrán')!.refranes).toEqual(['Quien mucho habla, mucho yerra.', 'Nuevo refrán']);
    const twice = contributionEffect(sign, 'refranes', 'addition', '  quien mucho  habla, mucho yerra. ');
    expect(twice).toMatchObject({ unchanged: true, after: ['Quien mucho habla, mucho yerra.'] });
    // `plantas` stored as one text becomes a list holding it and the new entry.
    expect(applyContributionTo(sign, 'plantas', 'addition', 'Ruda')!.plantas).toEqual(['Albahaca', 'Ruda']);
    expect((applyContributionTo(sign, 'taboos', 'addition', 'No cruzar ríos') as Record<string, unknown>).taboos).toEqual(['No cruzar ríos']);
  });

  it('does not repeat a paragraph the section already has', () => {
    expect(contributionEffect(sign, 'meaning', 'addition', 'Segundo párrafo del significado.')).toMatchObject({ unchanged: true, after: MEANING });
  });

  it('adds another name as an alternative name, never replacing the traditional name', () => {
    const effect = contributionEffect(sign, 'traditional_name', 'addition', 'Ojuani Lakentu');
    expect(effect).toMatchObject({ field: 'alternative_names', after: ['Owonrin Alakentu', 'Ojuani Lakentu'], unchanged: false });
    expect(contributionEffect(sign, 'traditional_name', 'addition', 'ojuani alakentu')!.unchanged).toBe(true);
  });

  it('cannot add to a one-line title or to the secret', () => {
    expect(contributionEffect(sign, 'title', 'addition', 'Más título')).toBeNull();
    expect(contributionEffect(sign, 'secret', 'addition', 'x')).toBeNull();
    expect(contributionEffect(sign, 'secret', 'correction', 'x')).toBeNull();
  });
});

describe('a correction or an improvement replaces the section (its text stays in the revision)', () => {
  it('replaces a prose section, showing before and after', () => {
    for (const type of ['correction', 'improvement'] as const) {
      const effect = contributionEffect(sign, 'meaning', type, 'Texto corregido.');
      expect(effect).toEqual({ field: 'meaning', shape: 'text', before: MEANING, after: 'Texto corregido.', unchanged: false });
    }
    expect(applyContributionTo(sign, 'title', 'correction', 'Nuevo título')!.title).toBe('Nuevo título');
    expect(applyContributionTo(sign, 'traditional_name', 'improvement', 'Ojuani Alakentú')!).toMatchObject({
      traditional_name: 'Ojuani Alakentú',
      alternative_names: ['Owonrin Alakentu'],
    });
  });

  it('replaces a list with one entry per non-blank line', () => {
    const effect = contributionEffect(sign, 'refranes', 'correction', 'Primero\n\n  Segundo \r\nTercero');
    expect(effect).toMatchObject({ before: ['Quien mucho habla, mucho yerra.'], after: ['Primero', 'Segundo', 'Tercero'], unchanged: false });
  });

  it('knows when nothing would change', () => {
    expect(contributionEffect(sign, 'meaning', 'correction', MEANING)!.unchanged).toBe(true);
  });

  it('keeps every other field as it was', () => {
    const after = applyContributionTo(sign, 'meaning', 'correction', 'Otro')!;
    const { meaning: _a, ...rest } = after;
    const { meaning: _b, ...was } = sign;
    expect(rest).toEqual(was);
  });
});

describe('the cited source', () => {
  const provenance = provenanceAfterEdit({ fields: sign }, { fields: { ...sign, meaning: `${MEANING}\n\nMás` } }, CONTRIBUTION_SOURCE, '2026-11-27');

  it('joins the sources of the section the contribution changed', () => {
    const withBook = withCitedSource(provenance, 'meaning', 'Libro de Ifá, p. 45');
    expect(withBook!.meaning!.sources).toEqual([
      { kind: 'project', title: CONTRIBUTION_SOURCE, where: '2026-11-27' },
      { kind: 'book', title: 'Libro de Ifá, p. 45' },
    ]);
    expect(withBook!.meaning!.reviewed).toBeNull();
    const withSite = withCitedSource(provenance, 'meaning', 'https://example.org/ojuani');
    expect(withSite!.meaning!.sources[1]).toEqual({ kind: 'site', title: 'https://example.org/ojuani', url: 'https://example.org/ojuani' });
  });

  it('changes nothing without a source, or for a section without provenance', () => {
    expect(withCitedSource(provenance, 'meaning', null)).toBe(provenance);
    expect(withCitedSource(provenance, 'meaning', '  ')).toBe(provenance);
    expect(withCitedSource(provenance, 'rezo', 'Libro')).toBe(provenance);
    expect(withCitedSource(undefined, 'meaning', 'Libro')).toBeUndefined();
    const noEntry: OddunProvenance = {};
    expect(withCitedSource(noEntry, 'meaning', 'Libro')).toBe(noEntry);
  });

  it('is optional in the request, trimmed, and at most 300 characters', () => {
    const base = { oddun_id: 'x', section: 'meaning', type: 'addition', content: 'Texto' };
    expect(ContributeRequest.parse(base).source).toBeUndefined();
    expect(ContributeRequest.parse({ ...base, source: '  ' }).source).toBeUndefined();
    expect(ContributeRequest.parse({ ...base, source: ' Libro, p. 3 ' }).source).toBe('Libro, p. 3');
    expect(ContributeRequest.safeParse({ ...base, source: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(MSG.contributionSourceTooLong);
  });
});

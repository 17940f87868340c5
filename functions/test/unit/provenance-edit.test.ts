import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_SOURCE, PANEL_EDIT_SOURCE, provenanceAfterEdit } from '../../src/domain/oddun-edit.js';

/** Issue 11: a section changed through the panel is no longer what its reviewer read. */
const BOOK = { kind: 'book' as const, title: 'Ifa Divination', author: 'William Bascom', year: 1969 };
const REVIEWED = { by: 'Awo Ejemplo', on: '2026-10-01' };
const before = {
  fields: {
    meaning: 'Texto revisado.',
    refranes: ['Uno', 'Dos'],
    colors: ['blanco'],
    provenance: {
      meaning: { sources: [BOOK], reviewed: REVIEWED },
      refranes: { sources: [BOOK], reviewed: REVIEWED },
      attributes: { sources: [BOOK], reviewed: REVIEWED },
    },
  },
  secret: null,
};

describe('provenanceAfterEdit', () => {
  it('clears the review of a changed section and names the edit among its sources; the rest keep theirs', () => {
    const after = { fields: { ...before.fields, meaning: 'Texto cambiado por un admin.' } };
    const p = provenanceAfterEdit(before, after, PANEL_EDIT_SOURCE, '2026-11-22')!;
    expect(p.meaning).toEqual({ sources: [BOOK, { kind: 'project', title: PANEL_EDIT_SOURCE, where: '2026-11-22' }], reviewed: null });
    expect(p.refranes).toEqual({ sources: [BOOK], reviewed: REVIEWED });
    expect(p.attributes).toEqual({ sources: [BOOK], reviewed: REVIEWED });
  });

  it('covers a section by all of its fields (colours belong to the attributes) and a section with no provenance yet', () => {
    const after = { fields: { ...before.fields, colors: ['blanco', 'rojo'], taboos: ['Nuevo tabú'] } };
    const p = provenanceAfterEdit(before, after, CONTRIBUTION_SOURCE, '2026-11-22')!;
    expect(p.attributes?.reviewed).toBeNull();
    expect(p.taboos).toEqual({ sources: [{ kind: 'project', title: CONTRIBUTION_SOURCE, where: '2026-11-22' }], reviewed: null });
    expect(p.meaning).toEqual({ sources: [BOOK], reviewed: REVIEWED });
  });

  it('does not let a request mark a section reviewed: unchanged sections keep the stored provenance', () => {
    const forged = { fields: { ...before.fields, provenance: { meaning: { sources: [], reviewed: { by: 'Yo', on: '2026-11-22' } } } } };
    const p = provenanceAfterEdit({ ...before, fields: { ...before.fields, provenance: {} } }, forged, PANEL_EDIT_SOURCE, '2026-11-22');
    expect(p).toBeUndefined();
  });

  it('leaves the secret alone when the edit did not send it, and marks it when it changed', () => {
    const same = provenanceAfterEdit(before, { fields: before.fields }, PANEL_EDIT_SOURCE, '2026-11-22')!;
    expect(same.secret).toBeUndefined();
    const changed = provenanceAfterEdit(before, { fields: before.fields, secret: { secret_works: ['x'] } }, PANEL_EDIT_SOURCE, '2026-11-22')!;
    expect(changed.secret?.reviewed).toBeNull();
  });
});

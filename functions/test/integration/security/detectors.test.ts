import { describe, expect, it } from 'vitest';
import { responseProblems } from '../../support/security/leaks.js';
import { FORBIDDEN_FIELDS, markersIn, withForbiddenFields } from '../../support/security/mass-assignment.js';

/**
 * The suite's detectors, shown to detect: a check that cannot fail would let every route pass.
 * (Pure functions; they sit with the suite they serve.)
 */
const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body), headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }) });
const TABLE = 'test-table-1234';

describe('responseProblems', () => {
  it('passes a clean error and a clean success', () => {
    expect(responseProblems(json(400, { detail: [{ field: 'email', message: 'Formato de correo inválido' }] }), TABLE)).toEqual([]);
    expect(responseProblems(json(404, { detail: 'Signo no encontrado' }), TABLE)).toEqual([]);
    expect(responseProblems(json(200, { odduns: [], answer: 'USER#admin echoed back' }), TABLE)).toEqual([]);
    expect(responseProblems({ status: 304, text: '', headers: new Headers() }, TABLE)).toEqual([]);
  });

  it('catches a 5xx, a non-JSON answer, an error without {detail}', () => {
    expect(responseProblems(json(500, { detail: 'Error interno del servidor' }), TABLE)).toContain('server error 500');
    expect(responseProblems({ status: 404, text: 'Not found', headers: new Headers({ 'content-type': 'text/plain' }) }, TABLE)).toEqual(
      expect.arrayContaining(['not JSON', 'content-type text/plain']),
    );
    expect(responseProblems(json(400, { message: 'bad' }), TABLE)).toContain('an error without {detail}');
    expect(responseProblems(json(400, { detail: [] }), TABLE)).toContain('an error without {detail}');
  });

  it('catches stack traces, file paths, error classes, AWS, table and key names in errors', () => {
    const leaks = [
      'TypeError: Cannot read properties of undefined',
      'at handler (/work/main/functions/src/handlers/admin.ts:12:5)',
      'ValidationException: Nesting Levels have exceeded supported limits',
      'ConditionalCheckFailedException',
      'DynamoDB said no',
      'key USER#123 missing',
      `table ${TABLE} not found`,
      'attribute "pk" is invalid',
    ];
    for (const detail of leaks) expect(responseProblems(json(400, { detail }), TABLE), detail).not.toEqual([]);
    expect(responseProblems(json(200, { pk: 'USER#1', sk: 'PROFILE' }), TABLE)).toEqual(['an internal attribute: "pk":']);
    expect(responseProblems(json(200, { user: { password_hash: 'x' } }), TABLE)).toEqual(['an internal attribute: "password_hash":']);
  });
});

describe('mass-assignment markers', () => {
  it('finds an injected value wherever it was stored, and nothing in a clean item', () => {
    expect(markersIn({ pk: 'USER#1', sk: 'PROFILE', role: 'student', cowrie_shells: 50, created_at: '2026-01-01T00:00:00.000Z' })).toEqual([]);
    expect(markersIn({ cowrie_shells: 987654 })).toEqual(['.cowrie_shells: 987654']);
    expect(markersIn({ a: { b: ['x', 'INJECTED-id'] } })).toEqual(['.a.b[1]: INJECTED-id']);
    expect(markersIn({ created_at: '1999-09-09T09:09:09.999Z' })).toHaveLength(1);
    expect(markersIn({ polluted: 'no marker' })).toEqual(['.polluted (a key no one writes)']);
    expect(markersIn({ tags: new Set(['INJECTED-secret']) })).toHaveLength(1);
  });

  it('injects every forbidden field a route does not declare, and own prototype keys', () => {
    const body = JSON.parse(withForbiddenFields({ body: undefined }, { name: 'x' })) as Record<string, unknown>;
    expect(Object.keys(FORBIDDEN_FIELDS).every((k) => k in body)).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(body, '__proto__')).toBe(true);
    expect(body.name).toBe('x');
  });
});

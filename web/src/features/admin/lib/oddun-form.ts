import { ODDUN_LIST_SECTIONS, OddunFields, type AdminOddun, type OddunUpsertRequest } from '@ifa/shared';

/**
 * The create/edit form of a sign (spec 2, 3 and 5) as plain text boxes, and the request body
 * built from it. An edit REPLACES the sign's fields on the server, so the body starts from the
 * sign as it was read and only what the admin changed differs (its revision then lists just
 * those fields).
 */

/** One-line texts. */
export const TEXT_FIELDS = ['traditional_name', 'traditional_subtitle', 'yoruba_name', 'title', 'element', 'direction', 'display_pattern', 'fuente'] as const;
/** Long texts (a text area each). */
export const LONG_TEXT_FIELDS = ['meaning', 'extended_description', 'descripcion', 'rezo', 'rezo_principal', 'rezo_personalizado', 'suyere'] as const;
/** Lists, written one entry per line. */
export const LIST_FIELDS = [
  'alternative_names',
  'colors',
  'rezos_adicionales',
  ...ODDUN_LIST_SECTIONS,
] as const;
export const FLAG_FIELDS = ['is_meji', 'is_combination'] as const;

type TextField = (typeof TEXT_FIELDS)[number] | (typeof LONG_TEXT_FIELDS)[number] | (typeof LIST_FIELDS)[number];
export type OddunFormValues = Record<TextField | 'position' | 'name' | 'binary_pattern' | 'data_source', string> &
  Record<(typeof FLAG_FIELDS)[number], boolean>;
export type OddunFormError = 'required' | 'pattern' | 'position';

/** The fields a client may send (the secret is kept apart: absent = unchanged). */
const EDITABLE = (Object.keys(OddunFields.shape) as Array<keyof OddunFields>).filter((k) => k !== 'secret_content');

/** What the pattern box accepts while typing: only 0 and 1, at most 8 (spec 5). */
export const sanitizePattern = (input: string) => input.replace(/[^01]/g, '').slice(0, 8);

const listText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '');

export function formValuesOf(sign?: Partial<AdminOddun>): OddunFormValues {
  const text = (key: string) => {
    const value = sign?.[key as keyof AdminOddun];
    return typeof value === 'string' ? value : '';
  };
  const values = {
    position: sign?.position ? String(sign.position) : '',
    name: text('name'),
    binary_pattern: text('binary_pattern'),
    data_source: text('data_source') || 'manual',
    is_meji: Boolean(sign?.is_meji),
    is_combination: Boolean(sign?.is_combination),
  } as OddunFormValues;
  for (const key of [...TEXT_FIELDS, ...LONG_TEXT_FIELDS]) values[key] = text(key);
  for (const key of LIST_FIELDS) values[key] = listText(sign?.[key]);
  return values;
}

export type BuiltBody = { ok: true; body: Omit<OddunUpsertRequest, 'id'> } | { ok: false; error: OddunFormError };

/** Checks the form (spec 5) and builds the body; `base` is the sign being edited. */
export function buildOddunBody(values: OddunFormValues, base?: Partial<AdminOddun>): BuiltBody {
  const name = values.name.trim();
  const positionText = values.position.trim();
  if (!positionText || !name || !values.binary_pattern) return { ok: false, error: 'required' };
  const position = Number(positionText);
  if (!Number.isInteger(position) || position < 1 || position > 999) return { ok: false, error: 'position' };
  if (!/^[01]{8}$/.test(values.binary_pattern)) return { ok: false, error: 'pattern' };

  const original = (base ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const key of EDITABLE) if (original[key] !== undefined && original[key] !== null) body[key] = original[key];
  const set = (key: string, value: unknown) => {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete body[key];
    else body[key] = value;
  };

  set('position', position);
  set('name', name);
  set('binary_pattern', values.binary_pattern);
  set('data_source', values.data_source || undefined);
  for (const key of FLAG_FIELDS) set(key, values[key]);
  for (const key of [...TEXT_FIELDS, ...LONG_TEXT_FIELDS]) {
    // Untouched text stays exactly as stored (no trimming that would count as a change).
    if (values[key] !== (typeof original[key] === 'string' ? original[key] : '')) set(key, values[key].trim());
  }
  for (const key of LIST_FIELDS) {
    if (values[key] === listText(original[key])) continue;
    set(
      key,
      values[key]
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }
  return { ok: true, body: body as Omit<OddunUpsertRequest, 'id'> };
}

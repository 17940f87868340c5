/**
 * Spec 5, bulk import: the text is required, must be JSON, and must be an array. The items
 * themselves are checked by the server one by one (each error comes back with its index).
 */
export type ImportTextCheck = { ok: true; items: unknown[] } | { ok: false; error: 'empty' | 'json' | 'array' };

export function checkImportText(text: string): ImportTextCheck {
  if (!text.trim()) return { ok: false, error: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'json' };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'array' };
  return { ok: true, items: data };
}

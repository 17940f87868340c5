import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type * as z from 'zod/mini';

/**
 * Admin tables keep page, filters and search in the URL (STYLE.md, after satnaing/shadcn-admin
 * `use-table-url-state.ts`), read with the SAME zod schema as the API query: a shared or
 * reloaded link shows the same page, and what the table asks for is what the server accepts.
 */

type QueryShape = z.ZodMiniObject<z.core.$ZodShape>;
export type UrlValue = string | number | boolean | undefined | null;

/**
 * The schema's fields from the URL. A value the API would refuse (page=abc, position=999) is
 * dropped and its default used, instead of failing the whole screen.
 */
export function parseSearch<S extends QueryShape>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  for (let attempt = 0; attempt <= Object.keys(raw).length; attempt++) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse({});
}

/** Applies a patch to the URL's parameters: empty values are removed, the rest written as text. */
export function patchSearch(current: URLSearchParams, patch: Record<string, UrlValue>, options: { resetPage?: boolean } = {}) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  // A new filter or search starts again from the first page.
  if (options.resetPage && !('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** The table's state from the URL, and a setter that writes it back (history entries for clicks). */
export function useTableUrlState<S extends QueryShape>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(schema, params), [schema, params]);
  const update = useCallback(
    (patch: Record<string, UrlValue>, options: { resetPage?: boolean; replace?: boolean } = {}) => {
      // react-router's functional form does not queue like React state: two quick changes would
      // both start from the same params. The address bar is the freshest state.
      setParams(() => patchSearch(new URLSearchParams(window.location.search), patch, { resetPage: options.resetPage ?? true }), {
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );
  const setPage = useCallback((page: number) => update({ page }, { resetPage: false }), [update]);
  return { state, update, setPage, params };
}

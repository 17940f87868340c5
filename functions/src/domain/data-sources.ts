import { DATA_SOURCE_EXAMPLES } from '@ifa/shared';
import { round1 } from './admin-stats.js';

/**
 * What each `data_source` means, for admins only (spec 3: each value maps to a label; the
 * priorities are the server's). Priority 1 is the most trustworthy: traditional sources
 * first, then an editor's curated text, then spreadsheets, and template text last.
 */
export const SOURCE_INFO: Record<string, { label: string; description: string; priority: number }> = {
  comprehensive_traditional: { label: 'Tradicional completa', description: 'Tradicional, completa y revisada', priority: 1 },
  ODDUNS1_traditional_authentic: { label: 'ODDUNS1 tradicional', description: 'Tradicional auténtica (ODDUNS1)', priority: 2 },
  ODDUNS2_traditional_authentic: { label: 'ODDUNS2 tradicional', description: 'Tradicional auténtica (ODDUNS2)', priority: 3 },
  tradicional: { label: 'Tradicional', description: 'Tradicional, indicada a mano', priority: 4 },
  manual: { label: 'Manual', description: 'Redactada y revisada a mano', priority: 5 },
  excel_corrected: { label: 'Excel corregido', description: 'Hoja de cálculo revisada', priority: 6 },
  'ODDUNS2.txt': { label: 'ODDUNS2.txt', description: 'Archivo de texto ODDUNS2', priority: 7 },
  excel: { label: 'Excel', description: 'Hoja de cálculo sin revisar', priority: 8 },
  generated: { label: 'Generado', description: 'Plantillas; pendiente de revisión', priority: 9 },
  unknown: { label: 'Sin fuente', description: 'Origen no indicado', priority: 10 },
};

export interface SourceRow {
  id: string;
  name: string;
  position: number;
  data_source?: string;
  has_data?: boolean;
  completion_percentage?: number;
}

/** The data-sources analysis (spec 2 and 3): per source, counts and the first 10 signs by position. */
export function analyzeSources(rows: SourceRow[]) {
  const groups = new Map<string, SourceRow[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const source = row.data_source || 'unknown';
    groups.set(source, [...(groups.get(source) ?? []), row]);
  }
  const infoOf = (source: string) => SOURCE_INFO[source] ?? { label: source, description: '', priority: SOURCE_INFO.unknown!.priority };
  const sources_breakdown = Object.fromEntries(
    [...groups].map(([source, list]) => [
      source,
      {
        info: infoOf(source),
        count: list.length,
        with_data: list.filter((r) => r.has_data).length,
        avg_completion: round1(list.reduce((sum, r) => sum + (r.completion_percentage ?? 0), 0) / list.length),
        odduns: list.slice(0, DATA_SOURCE_EXAMPLES).map((r) => ({ id: r.id, name: r.name, position: r.position })),
        more: Math.max(0, list.length - DATA_SOURCE_EXAMPLES),
      },
    ]),
  );
  const best = [...groups.keys()].sort((a, b) => infoOf(a).priority - infoOf(b).priority)[0] ?? null;
  return {
    summary: { total_odduns: rows.length, sources_count: groups.size, highest_quality_source: best },
    sources_breakdown,
  };
}

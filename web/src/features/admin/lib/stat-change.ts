/**
 * The admin tiles' 7-day change (issue 9: the spec's fixed '+12%' labels become true figures).
 * null from the server means there is nothing to compare with: the tile shows '—'.
 */
export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export function changeOf(value: number | null | undefined): { direction: ChangeDirection; magnitude: number } {
  if (value === null || value === undefined || !Number.isFinite(value)) return { direction: 'none', magnitude: 0 };
  const magnitude = Math.round(Math.abs(value) * 10) / 10;
  if (magnitude === 0) return { direction: 'flat', magnitude: 0 };
  return { direction: value > 0 ? 'up' : 'down', magnitude };
}

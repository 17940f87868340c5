import { Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { formatDay, formatNumber } from '../../../lib/format';
import type { House } from '../../../lib/house';
import { setInRanking } from '../api/house-actions';
import type { HouseActions } from './use-house-action';

/**
 * The week's ranking by XP (DESIGN.md 5c: Monday to today) of the members who take part, and the
 * reader's switch to take part or not. The switch stays usable while its choice is saved.
 */
export function RankingCard({ house, actions }: { house: House; actions: HouseActions }) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [shown, setShown] = useState(house.in_ranking);
  const n = (value: number) => formatNumber(value, i18n.language);

  const toggle = async (next: boolean) => {
    setShown(next);
    const result = await actions.run('ranking', () => setInRanking(next));
    setShown(result ? result.in_ranking : house.in_ranking);
  };

  const rows = house.ranking.rows;
  return (
    <Card title={t('house.ranking.title')} icon={<Trophy className="h-5 w-5" aria-hidden="true" />} testId="house-ranking">
      <p className="text-sm text-muted">{t('house.ranking.week', { date: formatDay(house.ranking.week_start, i18n.language) })}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="ranking-empty">
          {t('house.ranking.empty')}
        </p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={t('house.ranking.title')}>
          {rows.map((row) => (
            <li
              key={row.user_id}
              className={cx('flex items-center gap-3 rounded-2xl border px-3 py-2', row.me ? 'border-forest bg-forest-soft' : 'border-line bg-parchment')}
              data-testid="ranking-row"
              data-me={row.me}
            >
              <span className="inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-night px-1 text-sm font-bold text-gold">
                <span className="sr-only">{t('house.ranking.rank')} </span>
                {n(row.rank)}
              </span>
              <span className="min-w-0 flex-1 font-semibold break-words text-ink">{row.me ? t('house.ranking.me', { name: row.full_name }) : row.full_name}</span>
              <span className="shrink-0 text-sm font-semibold text-ink">{t('common.xp', { xp: n(row.xp) })}</span>
            </li>
          ))}
        </ol>
      )}
      <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 h-5 w-5 shrink-0 accent-forest"
          checked={shown}
          aria-describedby={hintId}
          aria-busy={actions.busy === 'ranking'}
          onChange={(event) => void toggle(event.target.checked)}
          data-testid="ranking-switch"
        />
        <span className="font-semibold text-ink">{t('house.ranking.takePart')}</span>
      </label>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {t('house.ranking.hint')}
      </p>
    </Card>
  );
}

import { Crown, LogOut, Trash2, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import type { House } from '../../../lib/house';

/**
 * The house as its page opens: its name, its head, how many belong, since when, and the reader's
 * place in it; the way out (leave, or for the head dissolve), asked once by the page's dialog.
 */
export function HouseSummary({ house, onLeave, onDissolve }: { house: House; onLeave: () => void; onDissolve: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const head = house.role === 'head';
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-night p-5 text-parchment shadow-sm sm:p-6" data-testid="house-summary" data-role={house.role}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-gold uppercase">{head ? t('house.summary.headRole') : t('house.summary.memberRole')}</p>
          <h2 id={titleId} className="mt-1 font-display text-2xl font-semibold break-words sm:text-3xl" data-testid="house-name-heading">
            {house.name}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <li className="inline-flex items-center gap-1.5" data-testid="house-head">
              <Crown className="h-4 w-4 text-gold" aria-hidden="true" />
              {t('house.summary.head', { name: house.head.full_name })}
            </li>
            <li className="inline-flex items-center gap-1.5" data-testid="house-member-count">
              <Users className="h-4 w-4 text-gold" aria-hidden="true" />
              {t('house.members', { count: house.member_count })}
            </li>
            <li>{t('house.summary.since', { date: formatDate(house.created_at, i18n.language) })}</li>
          </ul>
        </div>
        {head ? (
          <Button variant="light" onClick={onDissolve} icon={<Trash2 className="h-4 w-4" aria-hidden="true" />} data-testid="dissolve-house">
            {t('house.summary.dissolve')}
          </Button>
        ) : (
          <Button variant="light" onClick={onLeave} icon={<LogOut className="h-4 w-4" aria-hidden="true" />} data-testid="leave-house">
            {t('house.summary.leave')}
          </Button>
        )}
      </div>
    </section>
  );
}

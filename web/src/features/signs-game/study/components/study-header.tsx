import { ArrowLeft, Shell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { useNaming } from '../../../../components/yoruba-text';
import { paths } from '../../../../config/paths';
import { formatNumber } from '../../../../lib/format';
import { VIEW_HEADING_ID } from '../../components/step-layout';

/**
 * The screen's title, the way back to the game's menu and the learner's cowrie balance (spec 2),
 * and which names the signs are shown with (the naming setting, issue 11), changed in the profile.
 */
export function StudyHeader({ onBack, balance }: { onBack: () => void; balance: number }) {
  const { t, i18n } = useTranslation();
  const naming = useNaming();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack} icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
          {t('play.backToMenu')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {/* The game page moves focus to this id when its view changes. */}
          <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">{t('encyclopedia.title')}</h1>
          <p className="mt-2 text-muted">{t('encyclopedia.subtitle')}</p>
          <p className="mt-1 text-sm text-muted" data-testid="study-naming">
            {t('encyclopedia.naming.shown', { naming: t(`encyclopedia.naming.options.${naming}`) })}{' '}
            <Link to={paths.profile} className="font-semibold text-forest underline underline-offset-2 hover:no-underline">
              {t('encyclopedia.naming.change')}
            </Link>
          </p>
        </div>
        <p className="inline-flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-2.5 shadow-sm" data-testid="study-balance">
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-xl bg-clay-soft text-clay" aria-hidden="true">
            <Shell className="h-5 w-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-sm text-muted">{t('encyclopedia.balance')}</span>
            <span className="font-display text-xl font-semibold text-ink" data-testid="study-balance-value">
              {t('encyclopedia.balanceValue', { count: balance, formatted: formatNumber(balance, i18n.language) })}
            </span>
          </span>
        </p>
      </div>
    </div>
  );
}

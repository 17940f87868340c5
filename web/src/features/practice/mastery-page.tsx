import { PRINCIPAL_SIGNS } from '@ifa/shared/naming';
import { Gamepad2, Hammer, LayoutDashboard, Map as MapIcon, RotateCcw, Star, Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useNaming } from '../../components/yoruba-text';
import { StatTile } from '../../components/stat-tile';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth/session';
import { formatNumber } from '../../lib/format';
import { errorMessage } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMastery, type Mastery } from './api/get-mastery';
import { MasteryGrid, MasteryLegend } from './components/mastery-grid';
import { MixupsList } from './components/mixups-list';

/** /practice/mastery (issue 12, point 3): the 16 x 16 map of the signs, the counts and the mix-ups. */
export default function MasteryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mastery = useMastery(user.id);
  useDocumentTitle(t('mastery.title'));

  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-ink">{t('review.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{t('mastery.title')}</h1>
          <p className="mt-3 max-w-prose text-muted">{t('mastery.intro')}</p>
          <nav aria-label={t('mastery.actions.label')} className="mt-5 flex flex-wrap gap-3">
            <ButtonLink to={paths.practice.review} size="md" icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
              {t('mastery.actions.review')}
            </ButtonLink>
            <ButtonLink to={`${paths.practice.review}?mode=build`} variant="secondary" size="md" icon={<Hammer className="h-5 w-5" aria-hidden="true" />}>
              {t('mastery.actions.build')}
            </ButtonLink>
            <ButtonLink to={paths.dashboard} variant="ghost" size="md" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
              {t('mastery.actions.dashboard')}
            </ButtonLink>
          </nav>
          <div className="mt-8">
            {mastery.data ? (
              <MasteryContent data={mastery.data} />
            ) : mastery.error ? (
              <div role="alert" className="rounded-3xl border border-clay bg-white p-6 text-ink" data-testid="mastery-error">
                <p>{errorMessage(t, mastery.error, t('mastery.error'))}</p>
                <Button className="mt-4" onClick={() => void mastery.mutate()} icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}>
                  {t('mastery.retry')}
                </Button>
              </div>
            ) : (
              <div className="flex justify-center py-16 text-forest">
                <Spinner size="lg" label={t('mastery.loading')} />
              </div>
            )}
          </div>
        </div>
      </main>
    </>
  );
}

const isMeji = (pattern: string) => pattern.slice(0, 4) === pattern.slice(4, 8);
/** The headers' legs in both traditions, from shared/'s one list: the naming setting picks (issue 11). */
const LEG_PAIRS = PRINCIPAL_SIGNS.map((sign) => sign.leg);

function MasteryContent({ data }: { data: Mastery }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const naming = useNaming();
  // A sign opens in the encyclopedia (the signs game's `?sign=` deep link).
  const open = useCallback((id: string) => void navigate(`${paths.games.signs}?sign=${encodeURIComponent(id)}`), [navigate]);
  const n = (value: number) => formatNumber(value, i18n.language);
  const met = data.signs.some((sign) => sign.read !== null || sign.build !== null);

  if (!met) {
    return (
      <Card title={t('mastery.empty.title')} icon={<MapIcon className="h-5 w-5" aria-hidden="true" />} testId="mastery-empty">
        <p className="max-w-prose text-ink">{t('mastery.empty.text')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to={paths.games.signs} icon={<Gamepad2 className="h-5 w-5" aria-hidden="true" />}>
            {t('mastery.empty.play')}
          </ButtonLink>
          <ButtonLink to={paths.practice.review} variant="secondary" icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
            {t('mastery.actions.review')}
          </ButtonLink>
        </div>
      </Card>
    );
  }

  const mejiTotal = data.signs.filter((sign) => isMeji(sign.pattern)).length;
  return (
    <div className="space-y-8">
      <section aria-label={t('mastery.counts.label')} className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatTile
          testId="mastered-count"
          label={t('mastery.counts.mastered')}
          value={t('mastery.counts.value', { count: data.mastered, total: n(data.signs.length) })}
          icon={<Trophy />}
          tone="forest"
        />
        <StatTile
          testId="meji-count"
          label={t('mastery.counts.meji')}
          value={t('mastery.counts.value', { count: data.meji_mastered, total: n(mejiTotal) })}
          icon={<Star />}
          tone="gold"
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="mastery-map" className="min-w-0 space-y-5 lg:col-span-2">
          <h2 id="mastery-map" className="text-xl font-semibold text-ink">
            {t('mastery.map')}
          </h2>
          <MasteryGrid signs={data.signs} onOpen={open} legs={LEG_PAIRS} naming={naming} />
          <MasteryLegend signs={data.signs} />
        </section>
        <div className="min-w-0">
          <MixupsList mixups={data.mixups} signs={data.signs} naming={naming} />
        </div>
      </div>
    </div>
  );
}

import { Home, Swords, Users, Flower2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';

/** Spec 2: /casa-religiosa, /mis-deidades, /duelos and /amigos are shown as coming soon and unavailable. */
const ITEMS = [
  { key: 'casaReligiosa', icon: Home },
  { key: 'misDeidades', icon: Flower2 },
  { key: 'duelos', icon: Swords },
  { key: 'amigos', icon: Users },
] as const;

export function CommunityList() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.community.title')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="community-list">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-4 rounded-2xl border border-dashed border-line bg-white p-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-sand text-muted" aria-hidden="true">
              <Icon className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-sans text-base font-semibold text-ink">{t(`dashboard.community.${key}.name`)}</h3>
                <span className="rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold text-gold-ink">{t('common.comingSoon')}</span>
              </div>
              <p className="mt-1 text-sm text-muted">{t(`dashboard.community.${key}.description`)}</p>
              <p className="sr-only">{t('common.unavailable')}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

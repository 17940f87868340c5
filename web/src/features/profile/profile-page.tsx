import { CalendarDays, Globe, Mail, Pencil, ShieldCheck, Sparkles, Star, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/app-header';
import { LevelBadge } from '../../components/level-badge';
import { StatTile } from '../../components/stat-tile';
import { XpProgressCard } from '../../components/xp-progress-card';
import { useCurrentUser } from '../../lib/auth/session';
import { formatLongDate, formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { namingOf } from '../../components/yoruba-text';
import { AccountTypeCard } from './components/account-type-card';
import { LanguageModal } from './components/language-modal';
import { MyContributionsCard } from './components/my-contributions-card';
import { NamingCard } from './components/naming-card';
import { PracticeSettingsCard } from './components/practice-settings-card';
import { QuickLinks } from './components/quick-links';
import { ReferralCard } from './components/referral-card';
import { ReviewerCard } from './components/reviewer-card';
import { SessionsCard } from './components/sessions-card';

/**
 * The daily reminder card (DESIGN.md 5d): its code and its catalog part load after the page, so
 * the profile's own chunk carries neither.
 */
const RemindersCard = lazy(() =>
  import('./components/reminders-catalog').then(({ loadRemindersCatalog }) =>
    Promise.all([import('./components/reminders-card'), loadRemindersCatalog()]).then(([module]) => module),
  ),
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Spec 2, /profile. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [languageOpen, setLanguageOpen] = useState(false);
  useDocumentTitle(t('profile.title'));

  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-10">
          <section className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm" aria-labelledby="profile-name">
            <div className="on-dark relative h-28 bg-forest sm:h-32">
              <div className="pattern-opon absolute inset-0 opacity-50" aria-hidden="true" />
            </div>
            <div className="px-5 pb-6 sm:px-8">
              <div className="relative flex flex-col gap-x-4 gap-y-2 sm:flex-row sm:items-end">
                <span
                  className="-mt-12 inline-flex h-24 w-24 items-center justify-center rounded-3xl border-4 border-white bg-gold font-display text-3xl font-semibold text-night shadow-md"
                  aria-hidden="true"
                >
                  {initials(user.full_name)}
                </span>
                <div className="min-w-0 flex-1 sm:pt-4">
                  <p className="text-sm font-semibold text-muted">{t('profile.title')}</p>
                  <h1 id="profile-name" className="break-words text-2xl font-semibold text-ink sm:text-3xl" data-testid="profile-name">
                    {user.full_name}
                  </h1>
                  <p className="text-muted" data-testid="profile-username">
                    @{user.username}
                  </p>
                </div>
                <LevelBadge level={user.level} className="self-start sm:mb-1 sm:self-end" />
              </div>

              <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
                <InfoRow icon={<Mail className="h-5 w-5" />} label={t('profile.email')}>
                  <span className="break-all" data-testid="profile-email">
                    {user.email}
                  </span>
                </InfoRow>
                <InfoRow icon={<Globe className="h-5 w-5" />} label={t('profile.language')}>
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span data-testid="profile-language">{t(`languages.${user.language}`)}</span>
                    <button
                      type="button"
                      onClick={() => setLanguageOpen(true)}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold text-forest hover:bg-forest-soft"
                    >
                      <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                      {t('profile.editLanguage')}
                    </button>
                  </span>
                </InfoRow>
                <InfoRow icon={<CalendarDays className="h-5 w-5" />} label={t('profile.memberSince')}>
                  <span data-testid="profile-member-since">{formatLongDate(user.created_at, i18n.language)}</span>
                </InfoRow>
                <InfoRow icon={<ShieldCheck className="h-5 w-5" />} label={t('profile.role')}>
                  <span data-testid="profile-role">{t(`roles.${user.role}`)}</span>
                </InfoRow>
              </dl>
            </div>
          </section>

          <NamingCard current={namingOf(user)} />
          <PracticeSettingsCard saved={user.practice} />
          <Suspense fallback={null}>
            <RemindersCard userId={user.id} timeZone={user.practice.time_zone} />
          </Suspense>

          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <StatTile testId="profile-level" label={t('profile.tiles.level')} value={formatNumber(user.level, i18n.language)} icon={<Star className="h-6 w-6" />} tone="gold" />
            <StatTile
              testId="profile-xp"
              label={t('profile.tiles.experience')}
              value={t('common.xp', { xp: formatNumber(user.experience_points, i18n.language) })}
              icon={<Sparkles className="h-6 w-6" />}
            />
            <StatTile
              testId="profile-difficulty"
              label={t('profile.tiles.difficulty')}
              value={t(`difficulties.${user.current_difficulty ?? 'beginner'}`)}
              icon={<Target className="h-6 w-6" />}
              tone="clay"
            />
          </div>

          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {/* Stacked with their own height: the referral card once took the column's full height and
                'Mis contribuciones' spilled under 'Accesos rápidos' on a phone (issue 34). */}
            <div className="space-y-6 lg:col-span-2">
              <ReferralCard code={user.referral_code} />
              <MyContributionsCard />
            </div>
            <div className="space-y-6">
              <QuickLinks isAdmin={user.role === 'admin'} />
              <AccountTypeCard user={user} />
              <ReviewerCard user={user} />
              <XpProgressCard level={user.level} experiencePoints={user.experience_points} />
              <SessionsCard />
            </div>
          </div>
        </div>
      </main>
      <LanguageModal open={languageOpen} onClose={() => setLanguageOpen(false)} current={user.language} />
    </>
  );
}

function InfoRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    // A <dl> may only hold <div> groups of <dt>/<dd> directly: the icon sits in the <dt>.
    <div className="grid grid-cols-[2.25rem_1fr] items-start gap-x-3">
      <dt className="contents">
        <span className="row-span-2 mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-forest-soft text-forest" aria-hidden="true">
          {icon}
        </span>
        <span className="text-sm text-muted">{label}</span>
      </dt>
      <dd className="col-start-2 min-w-0 font-semibold text-ink">{children}</dd>
    </div>
  );
}

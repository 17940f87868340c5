import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { tabOf } from './admin-tabs';
import { AdminNav } from './components/admin-nav';
import { ContributionsSection } from './contributions/contributions-section';
import { HousesSection } from './houses/houses-section';
import { OddunsSection } from './odduns/odduns-section';
import { OverviewSection } from './overview/overview-section';
import { RequestsSection } from './requests/requests-section';
import { UsersSection } from './users/users-section';

/** Spec 2, /admin (admins only, see RequireAdmin): one section at a time, chosen in the URL. */
export default function AdminPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useDocumentTitle(`${t(`admin.nav.${tab}`)} · ${t('admin.title')}`);

  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-10">
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('admin.title')}</h1>
          <p className="mt-2 text-muted">{t('admin.subtitle')}</p>
          <AdminNav current={tab} />
          <div className="mt-8">
            {tab === 'overview' ? <OverviewSection /> : null}
            {tab === 'users' ? <UsersSection /> : null}
            {tab === 'requests' ? <RequestsSection /> : null}
            {tab === 'odduns' ? <OddunsSection /> : null}
            {tab === 'contributions' ? <ContributionsSection /> : null}
            {tab === 'houses' ? <HousesSection /> : null}
          </div>
        </div>
      </main>
    </>
  );
}

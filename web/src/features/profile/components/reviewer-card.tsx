import type { User } from '@ifa/shared';
import { BookOpenCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';

/** A reviewer's languages (issue 36: shown on their profile) and the way to their review queue. */
export function ReviewerCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const languages = user.reviewer_languages ?? [];
  if (!languages.length) return null;
  return (
    <section aria-labelledby="reviewer-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="reviewer-card">
      <h2 id="reviewer-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <BookOpenCheck className="h-5 w-5 text-forest" aria-hidden="true" />
        {t('profile.reviewer.title')}
      </h2>
      <p className="mt-2 text-ink">{t('profile.reviewer.languages', { languages: languages.map((l) => t(`languages.${l}`)).join(', ') })}</p>
      <ButtonLink to={paths.review} variant="secondary" className="mt-3" data-testid="reviewer-queue-link">
        {t('contentReview.link')}
      </ButtonLink>
    </section>
  );
}

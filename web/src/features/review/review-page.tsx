import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, PageFrame } from '../../components/page-frame';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReviewQueue, type ReviewQueue } from './api/review-queue';
import { ContributionItem } from './components/contribution-item';
import { QueueItem } from './components/section-item';

/**
 * /revision (issue 36, DESIGN.md 5e): a reviewer's queue in their languages. First the learners'
 * pending contributions, each with the section before and after, to apply or send back with a
 * note; then each section of the study content still pending, as learners read it, to mark it
 * reviewed with a note or its source, edit it, or ask for changes with a note the other reviewers
 * read. Reviewers are made by an administrator (the Users tab), per language.
 */
export default function ReviewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queue = useReviewQueue(user.id);
  useDocumentTitle(t('contentReview.title'));
  const forbidden = queue.error instanceof ApiError && queue.error.status === 403;
  const refresh = () => void queue.mutate();
  return (
    <PageFrame title={t('contentReview.title')} intro={t('contentReview.intro')} width="medium" testId="review-page">
      {forbidden ? (
        <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-ink" data-testid="review-not-reviewer">
          {t('contentReview.notReviewer')}
        </p>
      ) : (
        <LoadState
          failed={Boolean(queue.error)}
          ready={Boolean(queue.data)}
          texts={{ failed: t('contentReview.loadError'), retry: t('contentReview.retry'), loading: t('contentReview.loading') }}
          onRetry={refresh}
        >
          {() => (
            <div className="space-y-10">
              <Contributions queue={queue.data!} onDone={refresh} />
              <Sections queue={queue.data!} onDone={refresh} />
            </div>
          )}
        </LoadState>
      )}
    </PageFrame>
  );
}

function Contributions({ queue, onDone }: { queue: ReviewQueue; onDone: () => void }) {
  const { t } = useTranslation();
  const { contributions } = queue;
  return (
    <QueuePart title={t('contentReview.contributions.title')} intro={t('contentReview.contributions.intro')} testId="review-contributions">
      <p className="mb-4 text-ink" data-testid="contribution-count">
        {t('contentReview.contributions.count', { count: contributions.length })}
      </p>
      {contributions.length === 0 ? (
        <Empty testId="contributions-empty">{t('contentReview.contributions.empty')}</Empty>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('contentReview.contributions.listLabel')}>
          {contributions.map((item) => (
            <li key={item.id}>
              <ContributionItem item={item} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </QueuePart>
  );
}

function Sections({ queue, onDone }: { queue: ReviewQueue; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <QueuePart title={t('contentReview.sectionsTitle')} intro={t('contentReview.sectionsIntro')} testId="review-sections">
      <p className="mb-4 text-ink" data-testid="review-count">
        {t('contentReview.count', { count: queue.total, languages: queue.languages.map((l) => t(`languages.${l}`)).join(', ') })}
      </p>
      {queue.items.length === 0 ? (
        <Empty testId="review-empty">{t('contentReview.empty')}</Empty>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('contentReview.listLabel')}>
          {queue.items.map((item) => (
            <li key={`${item.oddun_id}#${item.section}#${item.language}`}>
              <QueueItem item={item} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </QueuePart>
  );
}

function QueuePart({ title, intro, testId, children }: { title: string; intro: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mb-3 mt-1 text-muted">{intro}</p>
      {children}
    </section>
  );
}

function Empty({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-muted" data-testid={testId}>
      {children}
    </p>
  );
}

import { BookOpen, CircleHelp, Gamepad2, Hourglass, LayoutDashboard, Map as MapIcon, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { selectFinishFailed, selectStartFailed } from '../machine/selectors';
import { useReviewSelector, useReviewSend } from '../machine/review-context';
import { titleOf } from '../machine/review-machine';
import { PracticeLayout } from './practice-layout';

const bigIcon = 'h-12 w-12';

const DashboardLink = () => {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.dashboard} variant="ghost" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
      {t('review.completed.dashboard')}
    </ButtonLink>
  );
};

/** The session is being prepared, or could not start: why, and a retry. */
export function StartingView() {
  const { t } = useTranslation();
  const send = useReviewSend();
  const failed = useReviewSelector(selectStartFailed);
  const error = useReviewSelector((s) => s.context.startError);
  const mode = useReviewSelector((s) => s.context.mode);
  const title = useReviewSelector((s) => titleOf(s.context));
  if (!failed) {
    return (
      <PracticeLayout title={t(`review.title.${title}`)} icon={<BookOpen className={`${bigIcon} text-forest`} />} testId="review-starting">
        <Spinner size="lg" label={t('review.starting')} className="text-forest" />
      </PracticeLayout>
    );
  }
  return (
    <PracticeLayout
      title={t('review.startFailed.title')}
      intro={errorMessage(t, error, t('review.startFailed.text'))}
      icon={<TriangleAlert className={`${bigIcon} text-clay`} />}
      testId="review-start-failed"
      footer={
        <>
          <Button size="lg" onClick={() => send({ type: 'RETRY' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
            {t('review.startFailed.retry')}
          </Button>
          {mode === 'build' ? (
            <Button variant="secondary" size="lg" onClick={() => send({ type: 'BACK' })}>
              {t('review.startFailed.back')}
            </Button>
          ) : null}
          <DashboardLink />
        </>
      }
    />
  );
}

/**
 * Nothing to practise: the server's words (in the learner's language when the catalog knows
 * them, else this screen's own), and where to go instead.
 */
export function EmptyView() {
  const { t, i18n } = useTranslation();
  const message = useReviewSelector((s) => s.context.message);
  const translated = translateMessage(t, message);
  // An unknown Spanish text is not shown on an English or French screen.
  const text = translated && (translated !== message || i18n.language === 'es') ? translated : t('review.empty.text');
  return (
    <PracticeLayout
      title={t('review.empty.title')}
      intro={text}
      icon={<BookOpen className={`${bigIcon} text-forest`} />}
      testId="review-empty"
      footer={
        <>
          <ButtonLink to={paths.games.signs} size="lg" icon={<Gamepad2 className="h-5 w-5" aria-hidden="true" />}>
            {t('review.empty.play')}
          </ButtonLink>
          <ButtonLink to={paths.practice.mastery} variant="secondary" size="lg" icon={<MapIcon className="h-5 w-5" aria-hidden="true" />}>
            {t('review.empty.mastery')}
          </ButtonLink>
          <DashboardLink />
        </>
      }
    />
  );
}

/** The session is being closed (the day counts), or closing failed: the answers are safe, retry. */
export function FinishingView() {
  const { t } = useTranslation();
  const send = useReviewSend();
  const failed = useReviewSelector(selectFinishFailed);
  if (!failed) {
    return (
      <PracticeLayout title={t('review.finishing.sending')} icon={<BookOpen className={`${bigIcon} text-forest`} />} testId="review-finishing">
        <Spinner size="lg" label={t('review.finishing.sending')} className="text-forest" />
      </PracticeLayout>
    );
  }
  return (
    <PracticeLayout
      title={t('review.finishing.failedTitle')}
      intro={t('review.finishing.failedText')}
      icon={<TriangleAlert className={`${bigIcon} text-clay`} />}
      testId="review-finish-failed"
      footer={
        <>
          <Button size="lg" onClick={() => send({ type: 'RETRY' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
            {t('review.finishing.retry')}
          </Button>
          <DashboardLink />
        </>
      }
    />
  );
}

/** The session expired (2 h) or is gone on the server (issue 10): what happened and a new start. */
export function ExpiredView() {
  const { t } = useTranslation();
  const send = useReviewSend();
  return (
    <PracticeLayout
      title={t('review.expired.title')}
      intro={t('review.expired.text')}
      icon={<Hourglass className={`${bigIcon} text-clay`} />}
      testId="review-expired"
      footer={
        <>
          <Button size="lg" onClick={() => send({ type: 'AGAIN' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
            {t('review.expired.again')}
          </Button>
          <DashboardLink />
        </>
      }
    />
  );
}

/** A state the page does not know: say so, never a broken screen. */
export function UnknownView() {
  const { t } = useTranslation();
  return (
    <PracticeLayout title={t('review.unknown.title')} intro={t('review.unknown.text')} icon={<CircleHelp className={`${bigIcon} text-clay`} />} footer={<DashboardLink />} />
  );
}

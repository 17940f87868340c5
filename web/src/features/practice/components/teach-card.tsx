import type { ReviewTeach } from '@ifa/shared';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SignGlyph } from '../../../components/sign-glyph';
import { QUESTION_HEADING_ID } from './question-heading';
import { useDrawnLabel } from './use-drawn-label';

interface TeachCardProps {
  teach: ReviewTeach;
  onLearnt: () => void;
}

/**
 * A sign the learner has never met, shown before its card asks about it (DESIGN.md 5b: teach
 * before testing, as Duolingo introduces a word and Anki shows a new card's back): the drawing,
 * the Lucumí and Yorùbá names, and one line to remember it by, made from its two legs (the
 * Yorùbá name is the two legs' names; a Meji's two legs are the same).
 */
export function TeachCard({ teach, onLearnt }: TeachCardProps) {
  const { t } = useTranslation();
  const drawnLabel = useDrawnLabel();
  const meji = teach.right_leg === teach.left_leg;
  return (
    <section aria-labelledby={QUESTION_HEADING_ID} className="rounded-3xl border border-gold/40 bg-white p-4 shadow-sm sm:p-8 short:p-3" data-testid="teach-card">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wide text-gold-ink">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {t('review.teach.eyebrow')}
      </p>
      <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="mt-1 text-xl font-semibold leading-snug text-ink outline-none sm:text-3xl short:text-lg">
        {t('review.teach.title', { name: teach.name })}
      </h2>
      <div className="my-3 flex justify-center sm:my-6 short:my-2">
        <div className="rounded-3xl bg-night p-4 text-parchment shadow-inner sm:p-6 short:rounded-2xl short:p-2.5">
          <SignGlyph pattern={teach.pattern} label={drawnLabel(teach.pattern)} className="h-28 w-32 sm:h-40 sm:w-44 short:h-20 short:w-24" />
        </div>
      </div>
      <dl className="grid gap-1 text-base text-ink sm:text-lg">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('review.teach.lucumi')}</dt>
          <dd data-testid="teach-name">{teach.name}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('review.teach.yoruba')}</dt>
          <dd lang="yo" data-testid="teach-yoruba">
            {teach.yoruba_name}
          </dd>
        </div>
      </dl>
      <p className="mt-3 rounded-2xl bg-parchment px-4 py-3 text-base text-ink" data-testid="teach-line">
        {meji ? t('review.teach.meji', { leg: teach.right_leg }) : t('review.teach.legs', { right: teach.right_leg, left: teach.left_leg })}
      </p>
      <div className="mt-4 flex justify-end short:mt-3">
        <Button onClick={onLearnt} icon={<ArrowRight className="h-4 w-4" aria-hidden="true" />} data-testid="teach-ready">
          {t('review.teach.ready')}
        </Button>
      </div>
    </section>
  );
}

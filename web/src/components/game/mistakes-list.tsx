import { Check, CircleCheck, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mistake } from '../../lib/mistake';
import { YoText } from '../yoruba-text';
import { DrawnSign, MistakeAnswers } from './mistake-answer';

export type { Mistake };

/**
 * The mistakes of a finished game or session with their right answers (issues 27 and 34), each
 * marked in words and with ✓ / ✕, never by colour alone; a question about a drawn sign shows the
 * drawing, and answers that are drawings are drawn. None: it says so.
 */
export function MistakesList({ mistakes, kind = 'game' }: { mistakes: readonly Mistake[]; kind?: 'game' | 'session' }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="mistakes">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('play.rewards.mistakesTitle', { count: mistakes.length })}
      </h2>
      {mistakes.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-forest" data-testid="mistakes-none">
          <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          {kind === 'session' ? t('play.rewards.noMistakesSession') : t('play.rewards.noMistakes')}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {mistakes.map((mistake) => (
            <li key={mistake.questionId} className="flex gap-3 rounded-2xl bg-parchment p-4 sm:gap-4" data-testid="mistake">
              {mistake.pattern ? (
                <span className="self-start rounded-2xl bg-night p-2 text-parchment" data-testid="mistake-drawing">
                  <DrawnSign pattern={mistake.pattern} className="h-12 w-14" />
                </span>
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  <YoText text={mistake.question} terms={mistake.yoTerms} />
                </p>
                {mistake.quote ? (
                  <blockquote lang={mistake.lang} className="mt-1 border-l-4 border-gold pl-3 italic text-ink">
                    {mistake.quote}
                  </blockquote>
                ) : null}
                <p className="mt-2 flex items-start gap-2 text-sm text-clay" data-testid="mistake-yours">
                  <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  <span className="flex flex-wrap items-center gap-x-1.5">
                    <span className="font-semibold">{t('play.rewards.yourAnswer')}</span>{' '}
                    {mistake.yours.length > 0 ? <MistakeAnswers answers={mistake.yours} lang={mistake.lang} yoTerms={mistake.yoTerms} /> : t('play.rewards.noAnswer')}
                  </span>
                </p>
                <p className="mt-1 flex items-start gap-2 text-sm text-forest" data-testid="mistake-right">
                  <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  <span className="flex flex-wrap items-center gap-x-1.5">
                    <span className="font-semibold">{t('play.rewards.rightAnswer', { count: mistake.right.length })}</span>{' '}
                    <MistakeAnswers answers={mistake.right} lang={mistake.lang} yoTerms={mistake.yoTerms} />
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

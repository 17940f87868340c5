import { Check, CircleCheck, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mistake } from '../../lib/mistake';

export type { Mistake };

/**
 * The mistakes of a finished game with their right answers (issue 27, part 9), each marked in
 * words and with ✓ / ✕, never by colour alone; a game without mistakes says so.
 */
export function MistakesList({ mistakes }: { mistakes: readonly Mistake[] }) {
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
          {t('play.rewards.noMistakes')}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {mistakes.map((mistake) => (
            <li key={mistake.questionId} className="rounded-2xl bg-parchment p-4" data-testid="mistake">
              <p className="font-semibold text-ink">{mistake.question}</p>
              {mistake.quote ? (
                <blockquote lang={mistake.lang} className="mt-1 border-l-4 border-gold pl-3 italic text-ink">
                  {mistake.quote}
                </blockquote>
              ) : null}
              <p className="mt-2 flex items-start gap-2 text-sm text-clay" data-testid="mistake-yours">
                <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{t('play.rewards.yourAnswer')}</span>{' '}
                  {mistake.yours.length > 0 ? <span lang={mistake.lang}>{mistake.yours.join(', ')}</span> : t('play.rewards.noAnswer')}
                </span>
              </p>
              <p className="mt-1 flex items-start gap-2 text-sm text-forest" data-testid="mistake-right">
                <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{t('play.rewards.rightAnswer', { count: mistake.right.length })}</span>{' '}
                  <span lang={mistake.lang}>{mistake.right.join(', ')}</span>
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

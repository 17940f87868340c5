import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignGlyph } from '../../../components/sign-glyph';
import { YoText } from '../../../components/yoruba-text';
import { isPattern } from '../lib/options';
import type { PlayQuestion } from '../machine/signs-machine';

export const QUESTION_HEADING_ID = 'signs-question';

/**
 * The prompt, the sign drawn large when the question carries its pattern, and a quoted study
 * text. Quoted content is Spanish (`content_lang`): it is marked so, and learners reading the
 * interface in another language are told why it is not translated.
 */
export function QuestionCard({ question }: { question: PlayQuestion }) {
  const { t, i18n } = useTranslation();
  const quotedLang = question.content_lang;
  const foreignQuote = Boolean(quotedLang) && quotedLang !== i18n.language;
  return (
    <section aria-labelledby={QUESTION_HEADING_ID} className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-8 short:p-3">
      {isPattern(question.binary_pattern) ? (
        // A smaller drawing on short screens: still every mark clear, and the options stay in view.
        <div className="mb-3 flex justify-center sm:mb-6 short:mb-2" data-testid="question-glyph">
          <div className="rounded-3xl bg-night p-4 text-parchment shadow-inner sm:p-6 short:rounded-2xl short:p-2.5">
            <SignGlyph pattern={question.binary_pattern} label={t('signsGame.playing.drawnSign', { pattern: question.binary_pattern })} className="h-28 w-32 sm:h-40 sm:w-44 short:h-20 short:w-24" />
          </div>
        </div>
      ) : null}
      <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-xl font-semibold leading-snug text-ink outline-none sm:text-3xl short:text-lg" data-testid="question-text">
        {/* Yorùbá names the prompt carries (the naming setting) are marked lang="yo". */}
        <YoText text={question.question} terms={question.yo_terms} />
      </h2>
      {question.quote ? (
        <blockquote lang={quotedLang} className="mt-3 flex gap-3 rounded-2xl border-l-4 border-gold bg-gold-soft/60 p-3 text-base italic text-ink sm:mt-4 sm:p-4 sm:text-lg" data-testid="question-quote">
          <Quote className="h-5 w-5 shrink-0 text-gold-ink" aria-hidden="true" />
          <p>{question.quote}</p>
        </blockquote>
      ) : null}
      {foreignQuote ? (
        <p className="mt-2 text-sm text-muted" data-testid="quote-note">
          {t('signsGame.playing.quoteNote')}
        </p>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { answerShape } from '../../lib/mistake';
import { SignGlyph, signMarksInWords } from '../sign-glyph';
import { YoText } from '../yoruba-text';

/** A sign drawn at the size of a line of the mistakes list, named in words for screen readers. */
export function DrawnSign({ pattern, className = 'h-7 w-8' }: { pattern: string; className?: string }) {
  const { t } = useTranslation();
  const legs = signMarksInWords(pattern, { single: t('play.summary.single'), double: t('play.summary.double') });
  return <SignGlyph pattern={pattern} label={t('play.summary.drawn', legs)} className={`shrink-0 ${className}`} />;
}

interface MistakeAnswersProps {
  answers: readonly string[];
  lang?: string | undefined;
  yoTerms?: readonly string[] | undefined;
}

/**
 * The answers of one side of a mistake (the learner's or the right ones): a sign's pattern is
 * drawn (a 'build' card, a drawing option), a matching pair shows its name beside its value,
 * words stay words (issue 34: a mistake is reviewed as it was met).
 */
export function MistakeAnswers({ answers, lang, yoTerms }: MistakeAnswersProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {answers.map((answer, i) => {
        const shape = answerShape(answer);
        const comma = i < answers.length - 1 && shape.kind === 'text' ? ', ' : '';
        if (shape.kind === 'pattern') return <DrawnSign key={answer} pattern={shape.pattern} />;
        if (shape.kind === 'pair') {
          return (
            <span key={answer} className="inline-flex items-center gap-2">
              <span lang={lang} className="font-semibold">
                <YoText text={shape.name} terms={yoTerms} />
              </span>
              <span aria-hidden="true">—</span>
              <span className="sr-only">: </span>
              {shape.pattern ? (
                <DrawnSign pattern={shape.pattern} />
              ) : (
                <span lang={lang}>
                  <YoText text={shape.value} terms={yoTerms} />
                </span>
              )}
            </span>
          );
        }
        return (
          <span key={answer} lang={lang}>
            <YoText text={shape.text} terms={yoTerms} />
            {comma}
          </span>
        );
      })}
    </span>
  );
}

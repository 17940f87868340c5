import { useTranslation } from 'react-i18next';
import { YoText } from '../../../components/yoruba-text';
import { splitPair, truthWord } from '../lib/options';
import { PairLabel } from './pair-label';

/** An answer as the feedback shows it: true/false in the learner's words, pairs drawn. */
export function AnswerText({ answer, lang, yoTerms }: { answer: string; lang?: string | undefined; yoTerms?: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const truth = truthWord(answer);
  if (truth) return <span>{t(`signsGame.playing.${truth}`)}</span>;
  if (splitPair(answer)) return <PairLabel option={answer} lang={lang} size="sm" />;
  return (
    <span lang={lang}>
      <YoText text={answer} terms={yoTerms} />
    </span>
  );
}

/** A titled list of answers (empty lists say so, e.g. 'not selected'). */
export function AnswerList({
  title,
  answers,
  empty,
  lang,
  yoTerms,
  testId,
}: {
  title: string;
  answers: string[];
  empty?: string;
  lang?: string | undefined;
  /** The question's Yorùbá names, marked lang="yo" where an answer shows them. */
  yoTerms?: readonly string[] | undefined;
  testId?: string;
}) {
  if (answers.length === 0 && !empty) return null;
  return (
    <div data-testid={testId}>
      <h4 className="text-sm font-semibold text-muted">{title}</h4>
      {answers.length ? (
        <ul className="mt-1 space-y-1">
          {answers.map((answer) => (
            <li key={answer} className="break-words font-semibold text-ink">
              <AnswerText answer={answer} lang={lang} yoTerms={yoTerms} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 font-semibold text-ink">{empty}</p>
      )}
    </div>
  );
}

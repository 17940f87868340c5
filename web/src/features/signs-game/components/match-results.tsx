import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnswerMark } from '../../../components/game/answer-option';
import { cx } from '../../../components/cx';
import type { SignsAnswerResult } from '../api/submit-signs-answer';
import { judgePairs, type Pairs } from '../lib/matching';
import type { PlayQuestion } from '../machine/signs-machine';
import { PairValue } from './pair-value';

interface MatchResultsProps {
  question: PlayQuestion;
  pairs: Pairs;
  feedback: SignsAnswerResult;
}

/**
 * A judged matching question: each of the learner's pairs right or wrong (colour, icon and
 * words), and for a wrong or missing pair the right partner, as the server returned it.
 */
export function MatchResults({ question, pairs, feedback }: MatchResultsProps) {
  const { t } = useTranslation();
  const judged = judgePairs(question.match_names ?? [], pairs, feedback);
  return (
    <div>
      <h3 className="mb-2 font-sans text-sm font-semibold text-muted">{t('signsGame.playing.match.results')}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="answer-options">
        {judged.map((pair) => (
          <li
            key={pair.name}
            className={cx(
              'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border-2 px-3 py-2 font-semibold text-ink',
              pair.state === 'right' ? 'border-forest bg-forest-soft' : 'border-clay bg-clay-soft',
            )}
            data-testid="match-result"
            data-state={pair.state}
          >
            <span className="inline-flex min-w-0 flex-1 items-center gap-2">
              <span className="break-words">{pair.name}</span>
              <ArrowLeftRight className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="sr-only">—</span>
              {pair.value !== null ? <PairValue value={pair.value} question={question} size="sm" /> : <span className="font-normal">{t('signsGame.playing.match.noPair')}</span>}
            </span>
            <AnswerMark
              state={pair.state === 'right' ? 'right' : 'wrong'}
              label={pair.state === 'right' ? t('signsGame.playing.match.rightPair') : pair.state === 'wrong' ? t('signsGame.playing.match.wrongPair') : t('signsGame.playing.match.noPair')}
            />
            {pair.state !== 'right' && pair.rightValue !== null ? (
              <span className="inline-flex basis-full items-center gap-2 text-sm text-forest" data-testid="match-right-partner">
                <span>{t('signsGame.playing.match.rightPartner')}</span>
                <PairValue value={pair.rightValue} question={question} size="sm" />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

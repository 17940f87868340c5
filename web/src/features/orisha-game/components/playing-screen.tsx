import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Countdown } from '../../../components/game/countdown';
import { useLeaveGuard } from '../../../components/game/leave-guard';
import { QuestionProgress } from '../../../components/game/question-progress';
import { OrishaGame, selectQuestion } from '../machine/orisha-game-context';
import { isDrawnTopic } from '../visuals/option-visuals';
import { AnswerFeedback } from './answer-feedback';
import { ChoiceOptions } from './choice-options';
import { NoImagesNote } from './no-images-note';
import { QuestionCard } from './question-card';
import { ScoreBoard, StrikesWarning } from './score-board';
import { TypeAnswerPanel } from './type-answer-panel';

/** Spec 2, playing: score, countdown, progress, the question and the answer panel of the mode. */
export function PlayingScreen() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const question = OrishaGame.useSelector(selectQuestion);
  const mode = OrishaGame.useSelector((s) => s.context.game?.mode ?? 'multiple_choice');
  const secondsLeft = OrishaGame.useSelector((s) => s.context.secondsLeft);
  const index = OrishaGame.useSelector((s) => s.context.index);
  const total = OrishaGame.useSelector((s) => s.context.game?.questions.length ?? 0);
  const difficulty = OrishaGame.useSelector((s) => s.context.difficulty);
  const { confirmLeave, dialog } = useLeaveGuard(true);
  if (!question) return null;

  // A multi-answer question cannot be typed: it keeps its checkboxes in every mode.
  const typed = mode === 'type_answer' && !question.is_multiple_answer;
  const drawn = mode === 'image_match' && isDrawnTopic(question.topic);
  return (
    <section data-testid="orisha-playing">
      {/* Phone first: a compact header during play, so the question and every option fit on a
          360 x 740 screen without scrolling (the feedback comes below and scrolls into view). */}
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => confirmLeave(() => send({ type: 'BACK' }))} icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
          {t('orishaGame.playing.back')}
        </Button>
        <Countdown seconds={secondsLeft} />
      </div>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-3 sm:mt-3 sm:block">
        <h1 className="text-lg font-semibold text-ink sm:text-3xl short:text-base">{t('games.orisha.name')}</h1>
        <p className="text-sm text-muted sm:mt-1">
          {t(`play.difficulty.${difficulty}`)} · {t(`orishaGame.mode.names.${mode}`)}
        </p>
      </div>
      <div className="mt-2 space-y-2 sm:mt-4 sm:space-y-3">
        <ScoreBoard />
        <QuestionProgress current={index + 1} total={total} />
        <StrikesWarning />
      </div>
      <QuestionCard question={question} mode={mode}>
        {mode === 'image_match' && !drawn ? <NoImagesNote text={t('orishaGame.imageMatch.noImages')} /> : null}
        {typed ? <TypeAnswerPanel key={question.id} question={question} /> : <ChoiceOptions key={question.id} question={question} drawn={drawn} />}
      </QuestionCard>
      <AnswerFeedback isLast={index === total - 1} />
      {dialog}
    </section>
  );
}

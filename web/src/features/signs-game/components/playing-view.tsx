import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useLeaveGuard } from '../../../components/game/leave-guard';
import { selectFeedbackStage, selectQuestion, selectQuestionOpen, selectSending, selectSubmitted } from '../machine/selectors';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { AnswerPanel } from './answer-panel';
import { FeedbackPanel } from './feedback-panel';
import { PlayStatus } from './play-status';
import { QUESTION_HEADING_ID, QuestionCard } from './question-card';
import { VIEW_HEADING_ID } from './step-layout';

/** Spec 2, view `playing`: status, the question, its answer panel and the feedback. */
export function PlayingView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const question = useSignsSelector(selectQuestion);
  const open = useSignsSelector(selectQuestionOpen);
  const sending = useSignsSelector(selectSending);
  const submitted = useSignsSelector(selectSubmitted);
  const stage = useSignsSelector(selectFeedbackStage);
  const feedback = useSignsSelector((s) => s.context.feedback);
  const submission = useSignsSelector((s) => s.context.submission);
  const difficulty = useSignsSelector((s) => s.context.difficulty);
  const gameMode = useSignsSelector((s) => s.context.gameMode);
  const last = useSignsSelector((s) => s.context.index + 1 >= (s.context.game?.questions.length ?? 0));
  // Paid and over once the server has sent the results: from then on leaving loses nothing.
  const finished = useSignsSelector((s) => s.context.results !== null);
  const { confirmLeave, dialog } = useLeaveGuard(!finished);

  // Each new question takes the focus, so keyboard and screen-reader users start from its top.
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    document.getElementById(QUESTION_HEADING_ID)?.focus();
  }, [question?.id]);

  if (!question) return null;
  return (
    // Phone first: a compact header and tight gaps on short screens, so the question, its drawing
    // and every option fit without scrolling (the feedback comes below and scrolls into view).
    <div className="mx-auto max-w-3xl space-y-3 px-4 pb-16 pt-3 sm:space-y-5 sm:px-6 sm:pt-8 short:space-y-2 short:pt-2">
      <div className="flex items-center justify-between gap-2">
        <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="min-w-0 text-lg font-semibold text-ink outline-none sm:text-2xl short:text-base">
          {t('signsGame.playing.title', { level: t(`play.difficulty.${difficulty}`) })}
        </h1>
        <Button variant="ghost" size="sm" onClick={() => confirmLeave(() => send({ type: 'MENU' }))} icon={<LogOut className="h-4 w-4" aria-hidden="true" />} data-testid="leave-game">
          {t('signsGame.playing.leave')}
        </Button>
      </div>
      <PlayStatus />
      <QuestionCard question={question} />
      <AnswerPanel
        key={question.id}
        question={question}
        gameMode={gameMode}
        locked={!open}
        sending={sending}
        submitted={submitted}
        feedback={feedback && stage !== 'none' ? feedback : null}
        onAnswer={(answer) => send({ type: 'ANSWER', answer })}
      />
      {feedback && stage !== 'none' ? (
        <FeedbackPanel question={question} feedback={feedback} submission={submission} stage={stage} last={last} onContinue={() => send({ type: 'CONTINUE' })} />
      ) : null}
      {dialog}
    </div>
  );
}

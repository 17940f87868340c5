import type { SignsGameMode } from '@ifa/shared';
import type { SignsAnswerResult } from '../api/submit-signs-answer';
import type { PlayQuestion } from '../machine/signs-machine';
import { ChoicePanel } from './choice-panel';
import { MatchingPanel } from './matching-panel';
import { SpeechBar } from './speech-bar';
import { TrueFalsePanel } from './true-false-panel';
import { TypeAnswerPanel } from './type-answer-panel';

export interface PanelProps {
  question: PlayQuestion;
  /** Not answerable now (sending, or answered). */
  locked: boolean;
  sending: boolean;
  /** What the learner sent for this question, if anything. */
  submitted: string | string[] | null;
  /** The server's verdict once answered: the options then show right, wrong and missed. */
  feedback: SignsAnswerResult | null;
  onAnswer: (answer: string | string[]) => void;
}

/** Spec 2, quiz answer panel: one panel per question `type` the server sends. */
export function AnswerPanel(props: PanelProps & { gameMode: SignsGameMode }) {
  const { gameMode, ...panel } = props;
  const { question } = panel;
  if (question.type === 'type_answer') return <TypeAnswerPanel {...panel} />;
  if (question.type === 'matching') return <MatchingPanel {...panel} />;
  if (question.type === 'true_false') return <TrueFalsePanel {...panel} />;
  // multiple_choice and image_match; an audio-visual game is multiple choice read aloud.
  return (
    <>
      {gameMode === 'audio_visual' ? <SpeechBar question={question} /> : null}
      <ChoicePanel {...panel} />
    </>
  );
}

import type { OrishaMode, OrishaQuestion, OrishaTopic } from '@ifa/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { YoText } from '../../../components/yoruba-text';
import { AudioControls } from './audio-controls';
import { TOPIC_ICONS } from './topic-select';

interface QuestionCardProps {
  question: OrishaQuestion;
  mode: OrishaMode;
  children: ReactNode;
}

/** The question as the server wrote it, in the learner's language; focus lands on it when it appears. */
export function QuestionCard({ question, mode, children }: QuestionCardProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // A new question starts at the top, where the countdown and the score are; focus goes to
  // the question itself so a screen reader reads it first.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [question.id]);
  const topic = question.topic as OrishaTopic;
  const Icon = TOPIC_ICONS[topic];
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-3xl border border-line bg-white p-3 shadow-sm sm:mt-5 sm:p-6" data-testid="question-card">
      {Icon ? (
        <p className="mb-1.5 inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-0.5 text-sm font-semibold text-ink sm:mb-2 sm:py-1">
          <Icon className="h-4 w-4 text-forest" aria-hidden="true" />
          {t('orishaGame.playing.topic', { topic: t(`orishaGame.topics.names.${topic}`) })}
        </p>
      ) : null}
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none sm:text-2xl" data-testid="question-text">
        {/* Yorùbá names the prompt carries (the naming setting) are marked lang="yo". */}
        <YoText text={question.question} terms={question.yo_terms} />
      </h2>
      <div className="mt-3 sm:mt-4">{children}</div>
      {/* After the options: replay and stop, or the note that no voice reads aloud, come second
          to the question and its answers, which must all fit a 360x740 screen (issue 27). */}
      {mode === 'audio_visual' ? <AudioControls question={question} /> : null}
    </section>
  );
}

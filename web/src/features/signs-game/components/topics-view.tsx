import { SIGNS_TOPICS } from '@ifa/shared';
import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_TOPICS, TOPIC_DIFFICULTY, UNAVAILABLE_TOPICS } from '../config/signs-options';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { CheckCard } from './check-card';
import { ContinueButton } from './continue-button';
import { StepLayout } from './step-layout';

const levelTone = { easy: 'bg-forest-soft text-forest', medium: 'bg-gold-soft text-gold-ink', hard: 'bg-clay-soft text-clay' } as const;

/** Spec 2, view `topics`: the 9 topics (multi-select) and 'random', which selects them all. */
export function TopicsView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const topics = useSignsSelector((s) => s.context.topics);
  const tried = useSignsSelector((s) => s.context.topicsError);
  const all = AVAILABLE_TOPICS.every((topic) => topics.includes(topic));

  return (
    <StepLayout
      title={t('signsGame.topics.title')}
      intro={t('signsGame.topics.intro')}
      onBack={() => send({ type: 'BACK' })}
      footer={
        <ContinueButton
          blocked={topics.length === 0}
          error={tried ? t('signsGame.topics.required') : null}
          errorId="topics-error"
          onContinue={() => send({ type: 'CONTINUE' })}
        />
      }
    >
      <fieldset aria-describedby="topics-count">
        <legend className="sr-only">{t('signsGame.topics.legend')}</legend>
        <p id="topics-count" className="mb-3 text-sm font-semibold text-muted" aria-live="polite">
          {t('signsGame.topics.selected', { count: topics.length })}
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <CheckCard
            testId="topic-random"
            checked={all}
            onToggle={() => send({ type: 'TOGGLE_ALL_TOPICS' })}
            title={t('signsGame.topics.random')}
            text={t('signsGame.topics.randomText')}
            art={<Shuffle className="h-5 w-5 text-gold-ink" aria-hidden="true" />}
          />
          {SIGNS_TOPICS.map((topic) => {
            const level = TOPIC_DIFFICULTY[topic];
            const unavailable = UNAVAILABLE_TOPICS.includes(topic);
            return (
              <CheckCard
                key={topic}
                testId={`topic-${topic}`}
                checked={topics.includes(topic)}
                onToggle={() => send({ type: 'TOGGLE_TOPIC', topic })}
                title={t(`signsGame.topics.names.${topic}`)}
                text={t(`signsGame.topics.descriptions.${topic}`)}
                tags={
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${levelTone[level]}`}>
                    {t('signsGame.topics.levelLabel', { level: t(`signsGame.topics.level.${level}`) })}
                  </span>
                }
                {...(unavailable ? { unavailableLabel: t('signsGame.topics.unavailable'), unavailableReason: t('signsGame.topics.sureyeReason') } : {})}
              />
            );
          })}
        </div>
      </fieldset>
    </StepLayout>
  );
}

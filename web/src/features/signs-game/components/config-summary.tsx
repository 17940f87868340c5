import { SIGNS_LEVELS } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_TOPICS } from '../config/signs-options';
import { useSignsSelector } from '../signs-game-context';

/** The summary of spec 2 (topics, signs, questions, type) plus the level and the timing. */
export function ConfigSummary() {
  const { t } = useTranslation();
  const c = useSignsSelector((s) => s.context);
  const allTopics = AVAILABLE_TOPICS.every((topic) => c.topics.includes(topic));
  const topics = allTopics ? t('signsGame.config.summary.allTopics') : c.topics.map((topic) => t(`signsGame.topics.names.${topic}`)).join(', ');
  const signs = c.oddunSet === 'custom' ? c.selectedOdduns.join(', ') : t(`signsGame.odduns.sets.${c.oddunSet}.title`);
  const rows = [
    [t('signsGame.config.summary.level'), t(`play.difficulty.${c.difficulty}`)],
    [t('signsGame.config.summary.topics'), topics],
    [t('signsGame.config.summary.signs'), signs],
    [t('signsGame.config.summary.questions'), String(c.questionCount)],
    [t('signsGame.config.summary.type'), t(`signsGame.config.modes.${c.gameMode}.title`)],
    [
      t('signsGame.config.summary.timing'),
      c.timed ? t('signsGame.config.summary.timed', { seconds: SIGNS_LEVELS[c.difficulty].seconds }) : t('play.timing.untimed'),
    ],
  ] as const;
  return (
    <section aria-labelledby="config-summary" className="self-start rounded-3xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-20" data-testid="config-summary">
      <h2 id="config-summary" className="text-xl font-semibold text-ink">
        {t('signsGame.config.summary.title')}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="break-words font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

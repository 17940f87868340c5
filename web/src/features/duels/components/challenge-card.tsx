import { DIFFICULTIES, ORISHA_TOPICS, SIGNS_TOPICS, UNAVAILABLE_SIGNS_TOPICS, type Difficulty, type DuelGame } from '@ifa/shared';
import { Swords } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { SelectField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import type { Opponent } from '../api/duels';
import { useSendChallenge } from './use-send-challenge';

/** What each game offers a duel: its topics with content, and the answer modes that work for both players. */
export const DUEL_CHOICES = {
  orisha_matching: { topics: ORISHA_TOPICS, modes: ['multiple_choice', 'type_answer'] },
  ifa_signs: { topics: SIGNS_TOPICS.filter((topic) => !(topic in UNAVAILABLE_SIGNS_TOPICS)), modes: ['multiple_choice', 'true_false', 'type_answer'] },
} as const satisfies Record<DuelGame, { topics: readonly string[]; modes: readonly string[] }>;

export const topicName = (t: (key: string) => string, game: DuelGame, topic: string) =>
  t(game === 'orisha_matching' ? `orishaGame.topics.names.${topic}` : `signsGame.topics.names.${topic}`);
export const modeName = (t: (key: string) => string, game: DuelGame, mode: string) =>
  t(game === 'orisha_matching' ? `orishaGame.mode.names.${mode}` : `signsGame.config.modes.${mode}.title`);

/**
 * A challenge (DESIGN.md 5c): a friend or housemate, the game, its level, topics and answer mode. Both then
 * play the same 10 questions, timed as the level says, each in their own time within 48 hours.
 */
export function ChallengeCard({ userId, friends }: { userId: string; friends: Opponent[] }) {
  const { t } = useTranslation();
  const [opponent, setOpponent] = useState('');
  const [game, setGame] = useState<DuelGame>('orisha_matching');
  const [difficulty, setDifficulty] = useState<Difficulty>('beginner');
  const [topics, setTopics] = useState<string[]>(['colors']);
  const [mode, setMode] = useState('multiple_choice');
  const [errors, setErrors] = useState<{ opponent?: string; topics?: string }>({});
  const { send, busy } = useSendChallenge(userId);

  const chooseGame = (next: DuelGame) => {
    setGame(next);
    setTopics([DUEL_CHOICES[next].topics[0]]);
    setMode('multiple_choice');
  };
  const toggleTopic = (topic: string) => {
    setTopics((current) => (current.includes(topic) ? current.filter((x) => x !== topic) : [...current, topic]));
    setErrors((e) => ({ ...e, topics: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { opponent: opponent ? undefined : t('validation.duelOpponentRequired'), topics: topics.length ? undefined : t('duels.challenge.topicsRequired') };
    setErrors(found);
    if (found.opponent || found.topics) return;
    await send({ opponent_id: opponent, game, difficulty, topics, mode });
  };

  if (friends.length === 0) {
    return (
      <Card title={t('duels.challenge.title')} icon={<Swords className="h-5 w-5" aria-hidden="true" />} testId="duel-challenge">
        <p className="text-muted">{t('duels.challenge.noFriends')}</p>
        <ButtonLink to={paths.community.amigos} variant="secondary" className="mt-4">
          {t('duels.challenge.findFriends')}
        </ButtonLink>
      </Card>
    );
  }

  return (
    <Card title={t('duels.challenge.title')} icon={<Swords className="h-5 w-5" aria-hidden="true" />} testId="duel-challenge">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <SelectField
          label={t('duels.challenge.opponent')}
          value={opponent}
          error={errors.opponent}
          onChange={(event) => {
            setOpponent(event.target.value);
            setErrors((e) => ({ ...e, opponent: undefined }));
          }}
        >
          <option value="">{t('duels.challenge.chooseFriend')}</option>
          {friends.map((friend) => (
            <option key={friend.user_id} value={friend.user_id}>
              {friend.full_name} (@{friend.username})
            </option>
          ))}
        </SelectField>

        <fieldset>
          <legend className="mb-2 font-semibold text-ink">{t('duels.challenge.game')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['orisha_matching', 'ifa_signs'] as const).map((option) => (
              <label
                key={option}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 font-semibold',
                  game === option ? 'border-forest bg-forest-soft text-ink' : 'border-line bg-white text-ink hover:border-forest/50',
                )}
              >
                <input type="radio" name="duel-game" value={option} checked={game === option} onChange={() => chooseGame(option)} className="h-4 w-4 accent-forest" />
                {t(`duels.games.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField label={t('duels.challenge.level')} value={difficulty} onChange={(event) => setDifficulty(event.target.value as Difficulty)}>
            {DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`difficulties.${level}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('duels.challenge.mode')} value={mode} onChange={(event) => setMode(event.target.value)}>
            {DUEL_CHOICES[game].modes.map((option) => (
              <option key={option} value={option}>
                {modeName(t, game, option)}
              </option>
            ))}
          </SelectField>
        </div>

        <fieldset aria-describedby={errors.topics ? 'duel-topics-error' : undefined}>
          <legend className="mb-2 font-semibold text-ink">{t('duels.challenge.topics')}</legend>
          <div className="flex flex-wrap gap-2">
            {DUEL_CHOICES[game].topics.map((topic) => (
              <label
                key={topic}
                className={cx(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold',
                  topics.includes(topic) ? 'border-forest bg-forest-soft text-ink' : 'border-line bg-white text-ink hover:border-forest/50',
                )}
              >
                <input type="checkbox" checked={topics.includes(topic)} onChange={() => toggleTopic(topic)} className="h-4 w-4 accent-forest" />
                {topicName(t, game, topic)}
              </label>
            ))}
          </div>
          {errors.topics ? (
            <p id="duel-topics-error" className="mt-2 text-sm font-medium text-clay" role="alert">
              {errors.topics}
            </p>
          ) : null}
        </fieldset>

        <p className="text-sm text-muted">{t('duels.challenge.rules')}</p>
        <Button type="submit" loading={busy} icon={<Swords className="h-5 w-5" aria-hidden="true" />} data-testid="send-challenge">
          {t('duels.challenge.send')}
        </Button>
      </form>
    </Card>
  );
}

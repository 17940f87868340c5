import type { OrishaQuestion } from '@ifa/shared';
import { Square, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { isLanguage } from '../../../i18n';
import { useSpeech } from '../../../lib/speech';
import { LETTERS } from './choice-options';

/**
 * Audio-visual mode (DESIGN.md 5): the question and its options are read aloud in the
 * interface language when the question appears, with a replay. Without a voice the browser
 * says nothing, so the screen says so and the game stays playable as text.
 */
export function AudioControls({ question }: { question: OrishaQuestion }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const { available, say, stop } = useSpeech(language);
  const texts = useMemo(() => [question.question, ...question.options.map((option, i) => `${LETTERS[i]}. ${option}`)], [question]);

  useEffect(() => {
    if (!available) return;
    say(texts);
    return stop;
  }, [available, say, stop, texts]);

  if (!available) {
    return (
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-sand px-3 py-2 text-sm text-ink" data-testid="no-voice">
        <VolumeX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {t('play.speech.noVoice')}
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => say(texts)} icon={<Volume2 className="h-4 w-4" aria-hidden="true" />}>
        {t('play.speech.replay')}
      </Button>
      <Button variant="ghost" size="sm" onClick={stop} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
        {t('play.speech.stop')}
      </Button>
    </div>
  );
}

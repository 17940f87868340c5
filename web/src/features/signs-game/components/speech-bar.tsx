import { Square, Volume2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { currentLanguage } from '../../../i18n';
import { useSpeech } from '../../../lib/speech';
import { letterOf } from '../lib/options';
import type { PlayQuestion } from '../machine/signs-machine';

/**
 * Audio-visual mode: the question and its lettered options are read aloud when they appear,
 * with a replay button; without a voice for the language a plain note says so.
 */
export function SpeechBar({ question }: { question: PlayQuestion }) {
  const { t, i18n } = useTranslation();
  const { available, say, stop } = useSpeech(currentLanguage());
  const texts = [question.question, question.quote ?? '', ...question.options.map((option, i) => `${letterOf(i)}: ${option}`)];
  const read = () => say(texts);

  // Read each new question once, as soon as a voice is there (not again on every render).
  useEffect(() => {
    if (available) say(texts);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts (and say) follow from the question and the language
  }, [question.id, available, i18n.language]);

  if (!available) {
    return (
      <p className="mb-4 rounded-2xl bg-sand px-4 py-3 text-sm text-ink" data-testid="speech-note">
        {t('play.speech.noVoice')}
      </p>
    );
  }
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="speech-bar">
      <p className="mr-auto text-sm text-muted">{t('signsGame.playing.listenNote')}</p>
      <Button variant="secondary" size="sm" onClick={read} icon={<Volume2 className="h-4 w-4" aria-hidden="true" />}>
        {t('play.speech.replay')}
      </Button>
      <Button variant="ghost" size="sm" onClick={stop} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
        {t('play.speech.stop')}
      </Button>
    </div>
  );
}

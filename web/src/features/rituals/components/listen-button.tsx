import { Volume2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { isLanguage } from '../../../i18n';
import { useSpeech } from '../../../lib/speech';

interface ListenButtonProps {
  text: string;
  /** Reading stops when the step changes. */
  stepKey: string;
}

/**
 * 'Listen to audio' (spec 2): no recording ships, so the browser reads the current step in the
 * interface language. Without a voice the button stays visible, disabled, with the reason.
 */
export function ListenButton({ text, stepKey }: ListenButtonProps) {
  const { t, i18n } = useTranslation();
  const { available, say, stop } = useSpeech(isLanguage(i18n.language) ? i18n.language : 'es');
  const noteId = useId();
  useEffect(() => stop, [stepKey, stop]);

  return (
    <div className="mt-5 flex flex-col items-start gap-2 sm:flex-row sm:items-center">
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        icon={<Volume2 className="h-4 w-4" aria-hidden="true" />}
        onClick={() => say([text])}
        disabled={!available}
        aria-describedby={available ? undefined : noteId}
        data-testid="listen"
      >
        {t('rituals.practice.listen')}
      </Button>
      {available ? null : (
        <p id={noteId} className="text-sm text-muted" data-testid="no-voice">
          {t('rituals.practice.noVoice')}
        </p>
      )}
    </div>
  );
}

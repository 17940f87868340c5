import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';

interface QuickPlayProps {
  /** What will be played, in words ('Principiante · 10 preguntas · con tiempo'). */
  summary: string;
  /** True when these are the learner's last settings, false for the recommended ones. */
  fromLast: boolean;
  onPlay: () => void;
  loading?: boolean;
}

/**
 * 'Jugar rápido' at the top of a game's first screen (issue 27, part 6): one tap to the first
 * question with the last settings (or the recommended ones), which it names beside the button.
 */
export function QuickPlay({ summary, fromLast, onPlay, loading = false }: QuickPlayProps) {
  const { t } = useTranslation();
  const describedBy = useId();
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-3xl border border-gold/60 bg-gold-soft p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="quick-play">
      <p id={describedBy} className="text-sm text-ink" data-testid="quick-play-summary">
        {fromLast ? t('play.quick.last', { summary }) : t('play.quick.recommended', { summary })}
      </p>
      <Button onClick={onPlay} loading={loading} aria-describedby={describedBy} className="shrink-0 self-start sm:self-auto" icon={<Zap className="h-4 w-4" aria-hidden="true" />} data-testid="quick-play-start">
        {t('play.quick.action')}
      </Button>
    </div>
  );
}

import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setSoundsEnabled, useSoundsEnabled } from '../../lib/sounds';

/** The sounds switch (issue 27, part 9): off by default; a real switch for assistive technology. */
export function SoundToggle() {
  const { t } = useTranslation();
  const enabled = useSoundsEnabled();
  const Icon = enabled ? Volume2 : VolumeX;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      onClick={() => setSoundsEnabled(!enabled)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-muted hover:bg-sand hover:text-ink"
      data-testid="sound-toggle"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t('play.rewards.sounds')}
      <span className="rounded-full bg-sand px-2 py-0.5 text-xs text-ink" aria-hidden="true">
        {enabled ? t('play.rewards.soundsOn') : t('play.rewards.soundsOff')}
      </span>
    </button>
  );
}

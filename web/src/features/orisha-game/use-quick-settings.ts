import { useCurrentUser } from '../../lib/auth/session';
import { loadQuickPlay, type OrishaSettings } from '../../lib/quick-play';
import { recommendedOrishaSettings } from './quick-settings';

/** 'Jugar rápido': this device's last settings, else the learner's level's recommended ones. */
export function useQuickOrishaSettings(): { settings: OrishaSettings; fromLast: boolean } {
  const user = useCurrentUser();
  const last = loadQuickPlay(user.id).orisha;
  return last ? { settings: last, fromLast: true } : { settings: recommendedOrishaSettings(user.current_difficulty), fromLast: false };
}

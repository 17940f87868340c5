import { useCurrentUser } from '../../lib/auth/session';
import { loadQuickPlay, type SignsSettings } from '../../lib/quick-play';
import { recommendedSignsSettings } from './config/quick-settings';

/** 'Jugar rápido': this device's last settings, else the learner's level's recommended ones. */
export function useQuickSignsSettings(): { settings: SignsSettings; fromLast: boolean } {
  const user = useCurrentUser();
  const last = loadQuickPlay(user.id).signs;
  return last ? { settings: last, fromLast: true } : { settings: recommendedSignsSettings(user.current_difficulty), fromLast: false };
}

import { BookOpen, Flame, Languages, Music, Sparkles, type LucideIcon } from 'lucide-react';
import { paths } from './paths';

/** The games the landing and the dashboard present (spec 1-2). Texts live in `games.<id>`. */
export interface GameEntry {
  id: 'orisha' | 'signs' | 'rituals' | 'yoruba' | 'sureye';
  path: string;
  icon: LucideIcon;
  available: boolean;
}

export const GAME_ENTRIES: readonly GameEntry[] = [
  { id: 'orisha', path: paths.games.orisha, icon: Sparkles, available: true },
  { id: 'signs', path: paths.games.signs, icon: BookOpen, available: true },
  { id: 'rituals', path: paths.games.rituals, icon: Flame, available: true },
  { id: 'yoruba', path: paths.games.yoruba, icon: Languages, available: false },
  { id: 'sureye', path: paths.games.sureye, icon: Music, available: false },
];

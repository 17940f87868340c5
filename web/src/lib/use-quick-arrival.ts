import { useRef } from 'react';
import { QUICK_PARAM } from './quick-play';
import { useArrivalParam } from './use-arrival-param';

/**
 * A game page opened by 'Jugar rápido' (`?quick=1`, issue 27 part 6): the settings to start with
 * at once, read on arrival only (a reload or a return opens the game's first screen instead of
 * starting another game).
 */
export function useQuickArrival<T>(settings: T): T | undefined {
  const quick = useArrivalParam(QUICK_PARAM) !== undefined;
  return useRef(quick ? settings : undefined).current;
}

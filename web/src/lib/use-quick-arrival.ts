import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { QUICK_PARAM } from './quick-play';

/**
 * A game page opened by 'Jugar rápido' (`?quick=1`, issue 27 part 6): the settings to start with
 * at once, read on arrival only. The parameter is then dropped from the address, so a reload or
 * a return to it opens the game's first screen instead of starting another game.
 */
export function useQuickArrival<T>(settings: T): T | undefined {
  const [params, setParams] = useSearchParams();
  const arrival = useRef(params.has(QUICK_PARAM) ? settings : undefined).current;
  useEffect(() => {
    if (!params.has(QUICK_PARAM)) return;
    setParams(
      (next) => {
        next.delete(QUICK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return arrival;
}

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A search parameter a page acts on once, on arrival (`?quick=1`, `?duel=<id>`): its value as the
 * page was opened, then dropped from the address, so a reload or a return to the page does not
 * act on it again.
 */
export function useArrivalParam(name: string): string | undefined {
  const [params, setParams] = useSearchParams();
  const arrival = useRef(params.get(name) ?? undefined).current;
  useEffect(() => {
    if (!params.has(name)) return;
    setParams(
      (next) => {
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, params, setParams]);
  return arrival;
}

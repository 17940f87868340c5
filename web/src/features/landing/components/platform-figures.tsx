import type { ResponseBody } from '@ifa/shared';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { FiguresList, type FigureKey } from './figures-list';

type Figures = ResponseBody<'platformFigures'>;

/** GET /public/figures. Not SWR: the landing keeps its initial JS small (DESIGN.md 8). */
const getFigures = (signal: AbortSignal) => callApi(route('platformFigures'), { signal });

const valuesOf = (f: Figures): Record<FigureKey, number> => ({ learners: f.learners, games: f.games_played, signs: f.signs, orishas: f.orishas });

/**
 * The lazily loaded figures of the hero: the platform's own counts, as they are (a new
 * platform shows its few learners). When they cannot be read the strip goes away rather than
 * show any figure the platform did not give.
 */
export default function PlatformFigures() {
  const [state, setState] = useState<{ figures?: Figures; failed?: boolean }>({});

  useEffect(() => {
    const controller = new AbortController();
    getFigures(controller.signal).then(
      (figures) => setState({ figures }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('the platform figures could not be loaded', error);
        setState({ failed: true });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.failed) return null;
  return <FiguresList values={state.figures ? valuesOf(state.figures) : undefined} />;
}

import { createActorContext } from '@xstate/react';
import { ritualMachine } from './ritual-machine';

/**
 * One ritual actor per visit to /games/rituals; each panel reads only the slice it shows
 * through `RitualActor.useSelector` (STYLE.md: narrow selectors).
 */
export const RitualActor = createActorContext(ritualMachine);

import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /practice/streak-freeze (issue 12): one freeze for PRACTICE.freezePrice cowries, at most PRACTICE.maxFreezes held. */
export const buyStreakFreeze = () => callApi(route('buyStreakFreeze'));

import { callApi, route } from '../../../lib/api-client';

/** POST /practice/streak-freeze (issue 12): one freeze for PRACTICE.freezePrice cowries, at most PRACTICE.maxFreezes held. */
export const buyStreakFreeze = () => callApi(route('buyStreakFreeze'));

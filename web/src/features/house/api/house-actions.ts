import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/**
 * What a learner does with their religious house (DESIGN.md 5c). Each answers with the server's
 * message (Spanish, shown through `translateMessage`); the page reads the house again after it.
 */
export type AssignmentBody = RequestBody<'houseAssign'>;

/** POST /social/house (201): an approved santero or babalawo founds a house and heads it. */
export const foundHouse = (name: string) => callApi(route('houseFound'), { body: { name } });
/** POST /social/house/join: by the code of an invite link. */
export const joinHouse = (code: string) => callApi(route('houseJoin'), { body: { code } });
export const leaveHouse = () => callApi(route('houseLeave'));
/** The head only, for everyone: the house, its members' places in it and its assignments go. */
export const dissolveHouse = () => callApi(route('houseDissolve'));
/** The head only: a new code; the old link stops working. */
export const renewInvite = () => callApi(route('houseRenewInvite'));
export const setInRanking = (in_ranking: boolean) => callApi(route('houseRanking'), { body: { in_ranking } });
export const removeMember = (userId: string) => callApi(route('houseRemoveMember'), { params: { userId } });
export const assignPractice = (body: AssignmentBody) => callApi(route('houseAssign'), { body });
export const deleteAssignment = (assignmentId: string) => callApi(route('houseUnassign'), { params: { assignmentId } });

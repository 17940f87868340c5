import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import type { FriendRequestBody, FriendVisibility } from './friends';

/**
 * What a learner does with another (DESIGN.md 5c). Each answers with the server's message
 * (Spanish, shown through `translateMessage`) and where the two stand afterwards.
 */
const other = (userId: string) => ({ params: { userId } });

/** By username (the form) or by share code (a friend's link). 201: 'requested', or 'friends' when the other had already asked. */
export const sendFriendRequest = (body: FriendRequestBody) => callApi(route('friendRequest'), { body });
export const acceptFriend = (userId: string) => callApi(route('friendAccept'), other(userId));
export const declineFriend = (userId: string) => callApi(route('friendDecline'), other(userId));
/** Removes a friend, or withdraws a request the learner sent. */
export const removeFriend = (userId: string) => callApi(route('friendRemove'), other(userId));
export const blockUser = (userId: string) => callApi(route('block'), other(userId));
export const unblockUser = (userId: string) => callApi(route('unblock'), other(userId));
export const saveFriendVisibility = (friend_visibility: FriendVisibility) => callApi(route('friendVisibility'), { body: { friend_visibility } });

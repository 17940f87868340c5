import { socialSchemas } from '@ifa/shared/routes/social';
import { groupHandler, Reply } from '../http/group-handler.js';
import * as duels from '../services/duels.js';
import * as house from '../services/house.js';
import * as social from '../services/social.js';

/**
 * Learning together (issue 28, DESIGN.md 5c): friends, blocks, the inbox, duels and the house, always for the
 * token's user; another learner is only ever named by the id in the path.
 */
export const handler = groupHandler('social', socialSchemas, {
  friends: async ({ user }) => social.friendsOf(user),
  // 201 when a request was written; 200 when it was pending already or accepted theirs.
  friendRequest: async ({ user, body }) => {
    const { created, ...reply } = await social.requestFriend(user, body);
    return new Reply(reply, created ? 201 : 200);
  },
  friendAccept: async ({ user, params }) => social.acceptFriend(user, params.userId),
  friendDecline: async ({ user, params }) => social.declineFriend(user, params.userId),
  friendRemove: async ({ user, params }) => social.removeFriend(user, params.userId),
  block: async ({ user, params }) => social.blockUser(user, params.userId),
  unblock: async ({ user, params }) => social.unblockUser(user, params.userId),
  friendVisibility: async ({ user, body }) => social.updateFriendVisibility(user, body.friend_visibility),
  inbox: async ({ user }) => social.inboxOf(user),
  inboxUnread: async ({ user }) => social.inboxUnread(user),
  inboxRead: async ({ user, body }) => social.readInbox(user, body.through),
  duels: async ({ user }) => duels.duelsOf(user),
  duelCreate: async ({ user, body }) => duels.createDuel(user, body),
  duel: async ({ user, params }) => duels.duelOf(user, params.duelId),
  duelDecline: async ({ user, params }) => duels.declineDuel(user, params.duelId),
  duelRivals: async ({ user }) => duels.rivalsOf(user),
  house: async ({ user }) => house.houseOf(user),
  houseInvitation: async ({ params }) => house.houseInvitation(params.code),
  houseJoin: async ({ user, body }) => house.joinHouse(user, body.code),
  houseRanking: async ({ user, body }) => house.setInRanking(user, body.in_ranking),
  houseRenewInvite: async ({ user }) => house.renewInvite(user),
  // 201 when the assignment was written; 200 when the same one was there already.
  houseAssign: async ({ user, body }) => {
    const { created, ...reply } = await house.assignPractice(user, body);
    return new Reply(reply, created ? 201 : 200);
  },
  houseUnassign: async ({ user, params }) => house.unassign(user, params.assignmentId),
  houseRemoveMember: async ({ user, params }) => house.removeMember(user, params.userId),
  houseLeave: async ({ user }) => house.leaveHouse(user),
  houseDissolve: async ({ user }) => house.dissolveOwnHouse(user),
  houseFound: async ({ user, body }) => house.foundHouse(user, body.name),
});

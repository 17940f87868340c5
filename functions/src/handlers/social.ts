import { socialSchemas } from '@ifa/shared/routes/social';
import { groupHandler, Reply } from '../http/group-handler.js';
import * as duels from '../services/duels.js';
import * as social from '../services/social.js';

/**
 * Learning together (issue 28, DESIGN.md 5c): friends, blocks, the inbox and duels, always for the
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
});

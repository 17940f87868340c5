import * as S from '../schemas/social.js';
import type { GroupSchemas } from './types.js';

export const socialSchemas = {
  friends: {},
  friendRequest: { body: S.FriendRequestBody, status: 201 },
  friendAccept: { params: S.OtherUserParams },
  friendDecline: { params: S.OtherUserParams },
  friendRemove: { params: S.OtherUserParams },
  block: { params: S.OtherUserParams },
  unblock: { params: S.OtherUserParams },
  friendVisibility: { body: S.FriendVisibilityBody },
  inbox: {},
  inboxUnread: {},
  inboxRead: { body: S.InboxReadBody },
  duels: {},
  duelCreate: { body: S.DuelCreateBody, status: 201 },
  duel: { params: S.DuelParams },
  duelDecline: { params: S.DuelParams },
} as const satisfies GroupSchemas<'social'>;

import * as A from '../schemas/responses/admin.js';
import * as G from '../schemas/responses/games.js';
import * as O from '../schemas/responses/oddun.js';
import * as P from '../schemas/responses/practice.js';
import * as U from '../schemas/responses/user.js';
import * as S from '../schemas/responses/social.js';
import { MessageResponse } from '../schemas/responses/common.js';
import { OpenApiDocument } from '../schemas/responses/meta.js';
import { OrishaGuideResponse } from '../schemas/responses/orisha-guide.js';
import { ProgressResponse } from '../schemas/responses/progress.js';
import type { EndpointName } from '../endpoints.js';
import type { Schema } from './types.js';

/**
 * What each endpoint answers. Apart from the groups' tables (routes/<group>.ts hold what a route
 * validates) because a Lambda needs response schemas only as types: its bundle never imports this
 * module, so it builds none of them at init (DESIGN.md 8). The clients' types, the contract tests
 * and the OpenAPI document read them through routes.ts.
 */
export const responseSchemas = {
  register: U.AuthResponse,
  login: U.AuthResponse,
  me: U.User,
  forgotPassword: U.ForgotPasswordResponse,
  resetPassword: MessageResponse,
  updateLanguage: U.UpdateLanguageResponse,
  updatePreferences: U.UpdatePreferencesResponse,
  cowrieBalance: U.CowrieBalanceResponse,
  accountChangeRequest: U.AccountChangeResponse,
  userContributions: A.UserContributionsResponse,
  myDeities: U.MyDeities,
  updateMyDeities: U.UpdateDeitiesResponse,
  progress: ProgressResponse,
  practiceSummary: P.PracticeSummaryResponse,
  reviewStart: P.ReviewStartResponse,
  reviewAnswer: P.ReviewAnswerResponse,
  reviewHint: P.ReviewHintResponse,
  reviewComplete: P.ReviewCompleteResponse,
  mastery: P.MasteryResponse,
  buyStreakFreeze: P.BuyFreezeResponse,
  signOfDay: P.SignOfDayResponse,
  orishaStart: G.OrishaStartResponse,
  orishaAnswer: G.OrishaAnswerResponse,
  gameHint: G.HintResponse,
  orishaComplete: G.OrishaCompleteResponse,
  orishaGuide: OrishaGuideResponse,
  signsStart: G.SignsStartResponse,
  duelPlay: G.DuelPlayResponse,
  signsAnswer: G.SignsAnswerResponse,
  oddunList: O.OddunListResponse,
  oddunDetail: O.Oddun,
  contribute: O.ContributeResponse,
  purchaseSecret: O.PurchaseSecretResponse,
  openApi: OpenApiDocument,
  friends: S.FriendsResponse,
  friendRequest: S.FriendActionResponse,
  friendAccept: S.FriendActionResponse,
  friendDecline: S.FriendActionResponse,
  friendRemove: S.FriendActionResponse,
  block: S.FriendActionResponse,
  unblock: S.FriendActionResponse,
  friendVisibility: S.FriendVisibilityResponse,
  inbox: S.InboxResponse,
  inboxUnread: S.InboxUnreadResponse,
  inboxRead: S.InboxUnreadResponse,
  duels: S.DuelsResponse,
  duelCreate: S.DuelCreateResponse,
  duel: S.DuelDetailResponse,
  duelDecline: S.DuelView,
  house: S.HouseResponse,
  houseFound: S.HouseChangedResponse,
  houseDissolve: S.HouseActionResponse,
  houseInvitation: S.HouseInvitationResponse,
  houseJoin: S.HouseChangedResponse,
  houseLeave: S.HouseActionResponse,
  houseRenewInvite: S.HouseInviteResponse,
  houseRanking: S.HouseRankingResponse,
  houseRemoveMember: S.HouseActionResponse,
  houseAssign: S.AssignmentCreateResponse,
  houseUnassign: S.HouseActionResponse,
  adminHouses: S.AdminHousesResponse,
  adminDissolveHouse: S.HouseActionResponse,
  adminUsers: A.AdminUsersResponse,
  adminStats: A.AdminStatsResponse,
  adminSetRole: U.User,
  adminSetPassword: MessageResponse,
  adminDeleteUser: MessageResponse,
  adminCreateAdmin: U.User,
  adminOdduns: A.AdminOddunsResponse,
  adminOddunStats: A.OddunStatsResponse,
  adminDataSources: A.DataSourcesResponse,
  adminCreateOddun: A.AdminOddun,
  adminUpdateOddun: A.AdminOddun,
  adminDeleteOddun: MessageResponse,
  adminBulkImport: A.BulkImportResponse,
  adminContributions: A.AdminContributionsResponse,
  adminContributionStats: A.ContributionStatsResponse,
  adminApproveContribution: A.Contribution,
  adminRejectContribution: A.Contribution,
  adminOddun: A.AdminOddun,
  adminDeletedOdduns: A.DeletedOddunsResponse,
  adminOddunRevisions: A.OddunRevisionsResponse,
  adminRestoreOddunRevision: A.AdminOddun,
  adminAccountRequests: A.AdminAccountRequestsResponse,
  adminAccountRequestStats: A.AccountRequestStatsResponse,
  adminApproveAccountRequest: A.AdminAccountRequest,
  adminRejectAccountRequest: A.AdminAccountRequest,
} as const satisfies Record<EndpointName, Schema>;

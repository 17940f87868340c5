/**
 * The names the Lambdas publish their CloudWatch metrics under and the CDK dashboard reads
 * (one list, so a renamed metric cannot leave an empty graph behind).
 */
export const METRICS_NAMESPACE = 'IfaPlatform';

/** Business events, counted once each (docs/operations.md "Metrics"). */
export const BUSINESS_METRICS = [
  'UserRegistered',
  'GameStarted',
  'GameCompleted',
  'SecretPurchased',
  'ContributionSubmitted',
  'LoginThrottled',
  // Daily practice (issue 12).
  'ReviewStarted',
  'ReviewCompleted',
  'StreakFreezeBought',
  // Practice anywhere (DESIGN.md 5d): a sync that applied offline answers.
  'OfflineAnswersSynced',
  // A password-reset mail SES refused (the caller is told nothing: DESIGN.md 4).
  'ResetEmailFailed',
  // Duels (issue 28): challenges sent (by game) and duels decided.
  'DuelCreated',
  'DuelDecided',
  // The house (issue 28): houses founded, learners joined, assignments made.
  'HouseFounded',
  'HouseJoined',
  'AssignmentCreated',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

/** GameStarted and GameCompleted carry the game as a dimension of this name. */
export const GAME_DIMENSION = 'game';

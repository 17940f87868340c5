import * as O from '../schemas/oddun.js';
import { SignOfDayQuery } from '../schemas/practice.js';
import * as R from '../schemas/review.js';
import type { GroupSchemas } from './types.js';

export const ifaSignsSchemas = {
  oddunList: { query: O.OddunListQuery },
  oddunDetail: { params: O.OddunParams },
  studyPack: {},
  reviewQueue: {},
  reviewMark: { params: R.ReviewMarkParams, body: R.ReviewMarkRequest },
  reviewContribution: { params: R.ReviewContributionParams, body: R.ReviewContributionRequest },
  reviewEdit: { params: R.ReviewMarkParams, body: R.ReviewEditRequest },
  reviewRequestChanges: { params: R.ReviewMarkParams, body: R.ReviewChangesRequest },
  contribute: { body: O.ContributeRequest, status: 201 },
  purchaseSecret: { body: O.PurchaseSecretRequest },
  platformFigures: {},
  signOfDay: { query: SignOfDayQuery },
} as const satisfies GroupSchemas<'ifa-signs'>;

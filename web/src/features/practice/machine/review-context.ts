import { createActorContext } from '@xstate/react';
import { reviewMachine } from './review-machine';

/** One session per page; components read it through narrow selectors. */
export const Review = createActorContext(reviewMachine);

export const useReviewSelector = Review.useSelector;
export const useReviewSend = () => Review.useActorRef().send;

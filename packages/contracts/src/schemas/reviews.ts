import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { wholeNumber } from './numbers';
import { textField } from './text-fields';

export const ZReview = z.object({
  id: z.string(),
  description: z.string(),
  rating: z.number().int(),
  reviewerName: z.string(),
  /** The reviewer has an order that was paid (or since shipped). */
  verifiedBuyer: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ZReview>;
export const ZReviewList = z.array(ZReview);

const ZRating = wholeNumber(MESSAGES.ratingOutOfRange, MESSAGES.ratingOutOfRange, RATING_MIN).refine(
  (rating) => rating <= RATING_MAX,
  MESSAGES.ratingOutOfRange,
);

/** Add A Review: the intended rule, 1 to 5 whole stars (0 is refused); the rating may be given as text. */
export const ZReviewCreateInput = z.object({
  description: textField({
    label: 'Description',
    required: MESSAGES.reviewDescriptionRequired,
    max: 2000,
    multiline: true,
  }),
  rating: ZRating,
});
export type ReviewCreateInput = z.input<typeof ZReviewCreateInput>;
export type ReviewCreate = z.output<typeof ZReviewCreateInput>;

import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { entityId } from './entity-id';
import { wholeNumber } from './numbers';
import { pageOf } from './pagination';
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

/**
 * Add A Review: the intended rule, 1 to 5 whole stars (0 is refused); the rating may be given as text. The same
 * input edits the caller's review when they have one (one review per customer, decision 0037).
 */
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

/** The review page: whether the caller may review (a paid or shipped order), and their review if they wrote one. */
export const ZOwnReview = z.object({
  canReview: z.boolean(),
  review: z
    .object({
      id: z.string(),
      description: z.string(),
      rating: z.number().int(),
      /** An admin hid it from the home page; editing it keeps it hidden. */
      hidden: z.boolean(),
    })
    .nullable(),
});
export type OwnReview = z.infer<typeof ZOwnReview>;

/** The admin's Reviews page: every review, hidden ones included, with who wrote it. */
export const ZAdminReview = ZReview.extend({
  reviewerEmail: z.string(),
  /** When an admin hid it; null while it shows on the home page. */
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof ZAdminReview>;
export const ZAdminReviewPage = pageOf(ZAdminReview);

export const ZReviewIdInput = z.object({ id: entityId(MESSAGES.reviewNotFound) });
export const ZReviewVisibilityInput = ZReviewIdInput.extend({ hidden: z.boolean() });
export type ReviewVisibilityInput = z.infer<typeof ZReviewVisibilityInput>;

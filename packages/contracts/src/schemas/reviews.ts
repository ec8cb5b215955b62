import { z } from 'zod';

export const ZReview = z.object({
  id: z.string(),
  description: z.string(),
  rating: z.number().int(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ZReview>;
export const ZReviewList = z.array(ZReview);

import {
  MESSAGES,
  type OwnReview,
  RATING_MAX,
  RATING_MIN,
  type ReviewCreateInput,
  ZReviewCreateInput,
} from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { errorMessage } from '../../../../../lib/error-message';
import { FormField } from '../../../../../lib/forms/form-field';
import { showServerFieldErrors } from '../../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';

/** A description and 1 to 5 stars: a new review, or the buyer's own one to edit (posting again replaces it). */
export function ReviewForm({ review }: { review: OwnReview['review'] }) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const saved: ReviewCreateInput = review
    ? { description: review.description, rating: String(review.rating) }
    : { description: '', rating: '' };
  const form = useZodForm(ZReviewCreateInput, saved);
  const save = useMutation(
    trpc.reviews.create.mutationOptions({
      onSuccess: async (_created, values) => {
        toast.success(review ? MESSAGES.reviewUpdated : MESSAGES.reviewAdded);
        form.reset(values);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.reviews.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.reviews.mine.queryKey() }),
        ]);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast.error(MESSAGES.reviewFailed, { description: errorMessage(error) });
      },
    }),
  );
  const onSubmit = form.handleSubmit(
    (values) => save.mutate(values),
    // Spec §8: an out-of-range rating is also announced as a toast, as the original did.
    (invalid) => invalid.rating?.message && toast.error(invalid.rating.message),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-2xl space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <FormField form={form} name="description" label="Description" multiline required />
      <div className="max-w-40">
        <FormField
          form={form}
          name="rating"
          label={`Rating (${RATING_MIN} to ${RATING_MAX})`}
          type="number"
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          required
        />
      </div>
      <Button type="submit" size="lg" loading={save.isPending}>
        {review ? 'Update Review' : 'Add Review'}
      </Button>
    </form>
  );
}

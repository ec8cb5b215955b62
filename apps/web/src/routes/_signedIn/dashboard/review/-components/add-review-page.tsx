import {
  MESSAGES,
  RATING_MAX,
  RATING_MIN,
  type ReviewCreateInput,
  ZReviewCreateInput,
} from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { errorMessage } from '../../../../../lib/error-message';
import { FormField } from '../../../../../lib/forms/form-field';
import { showServerFieldErrors } from '../../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';

const EMPTY_REVIEW: ReviewCreateInput = { description: '', rating: '' };

/** Add A Review (`/dashboard/review`): a description and 1 to 5 stars; it shows on the home page. */
export function AddReviewPage() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const form = useZodForm(ZReviewCreateInput, EMPTY_REVIEW);
  const create = useMutation(
    trpc.reviews.create.mutationOptions({
      onSuccess: async () => {
        toast.success(MESSAGES.reviewAdded);
        form.reset(EMPTY_REVIEW);
        await queryClient.invalidateQueries({ queryKey: trpc.reviews.list.queryKey() });
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast.error(MESSAGES.reviewFailed, { description: errorMessage(error) });
      },
    }),
  );
  const onSubmit = form.handleSubmit(
    (values) => create.mutate(values),
    // Spec §8: an out-of-range rating is also announced as a toast, as the original did.
    (invalid) => invalid.rating?.message && toast.error(invalid.rating.message),
  );

  return (
    <DashboardPage title="Add A Review" intro="Tell other workshops how ordering from us went.">
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
        <Button type="submit" size="lg" loading={create.isPending}>
          Add Review
        </Button>
      </form>
    </DashboardPage>
  );
}

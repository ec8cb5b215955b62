import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { type AddProductForm, EMPTY_PRODUCT, ZAddProductForm } from './add-product-schema';
import { useAddProduct } from './use-add-product';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/** Add Product (`/dashboard/addProduct`): every field required, numbers checked, a photo uploaded first. */
export function AddProductPage() {
  const form = useForm<AddProductForm>({
    // `raw`: submit the values as typed; the contracts' schema is for checking here, parsing is the server's.
    resolver: zodResolver(ZAddProductForm, undefined, { raw: true }),
    defaultValues: EMPTY_PRODUCT,
  });
  const add = useAddProduct({ onAdded: () => form.reset(EMPTY_PRODUCT) });
  const { errors } = form.formState;

  return (
    <DashboardPage title="Add A Product" intro="New parts show first on the home page.">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => add.mutate(values))}
        className="max-w-2xl space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
      >
        <Field label="Name" required error={errors.name?.message} {...form.register('name')} />
        <Field
          label="Description"
          multiline
          required
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field
            label="Quantity"
            type="number"
            min={0}
            step={1}
            required
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
          <Field
            label="Minimum order quantity"
            type="number"
            min={1}
            step={1}
            required
            error={errors.minimumOrderQuantity?.message}
            {...form.register('minimumOrderQuantity')}
          />
          <Field
            label="Price per unit ($)"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            required
            error={errors.price?.message}
            {...form.register('price')}
          />
        </div>
        <Field
          label="Image"
          type="file"
          accept={IMAGE_TYPES}
          hint="PNG, JPEG, WebP, AVIF or GIF, at most 5 MB."
          required
          error={errors.image?.message}
          {...form.register('image')}
        />
        <Button type="submit" size="lg" loading={add.isPending}>
          Add
        </Button>
      </form>
    </DashboardPage>
  );
}

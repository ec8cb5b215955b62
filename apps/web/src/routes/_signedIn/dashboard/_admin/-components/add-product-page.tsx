import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { FormField } from '../../../../../lib/forms/form-field';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { addProductForm, EMPTY_PRODUCT } from './add-product-schema';
import { BelowMinimumWarning } from './below-minimum-warning';
import { IMAGE_HINT, IMAGE_TYPES } from './image-types';
import { PartNumberField, PartRulesFields } from './part-rules-fields';
import { SpecificationFields } from './specification-fields';
import { StockAndPriceFields } from './stock-and-price-fields';
import { useAddProduct } from './use-add-product';

/**
 * Add Product (`/dashboard/addProduct`): the spec's fields required, numbers checked, a photo uploaded first; the
 * part rules (number, packs, maximum, weight, quantity breaks) start at the shop's defaults; a category and the
 * values of its attributes.
 */
export function AddProductPage() {
  const { trpc } = useAppContext();
  const { data: categories } = useSuspenseQuery(trpc.admin.products.categoryFields.queryOptions());
  const schema = useMemo(() => addProductForm(categories), [categories]);
  const form = useZodForm(schema, EMPTY_PRODUCT);
  const add = useAddProduct(form, categories);
  const [quantity, minimum] = form.watch(['quantity', 'minimumOrderQuantity']);

  return (
    <DashboardPage title="Add A Product" intro="New parts show first on the home page.">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => add.mutate(values))}
        className="max-w-2xl space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
      >
        <FormField form={form} name="name" label="Name" required />
        <PartNumberField form={form} blank="Leave blank and the shop numbers it (P-000123)." />
        <FormField form={form} name="description" label="Description" multiline required />
        <SpecificationFields form={form} categories={categories} required />
        <StockAndPriceFields form={form} className="grid gap-5 sm:grid-cols-3" />
        <BelowMinimumWarning quantity={quantity} minimum={minimum} />
        <PartRulesFields form={form} />
        <FormField
          form={form}
          name="image"
          label="Image"
          type="file"
          accept={IMAGE_TYPES}
          hint={IMAGE_HINT}
          required
        />
        <Button type="submit" size="lg" loading={add.isPending}>
          Add
        </Button>
      </form>
    </DashboardPage>
  );
}

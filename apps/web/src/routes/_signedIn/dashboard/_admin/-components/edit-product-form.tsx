import type { CategoryFields, Product, ProductSpecificationValues } from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ProductImage } from '../../../../../components/part-image';
import { QueryError } from '../../../../../components/query-error';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { BelowMinimumWarning } from './below-minimum-warning';
import { editProductDefaults, editProductForm } from './edit-product-schema';
import { IMAGE_HINT, IMAGE_TYPES } from './image-types';
import { PartNumberField, PartRulesFields } from './part-rules-fields';
import { SpecificationFields } from './specification-fields';
import { StockAndPriceFields } from './stock-and-price-fields';
import { StockChangeFields, stockAfter } from './stock-change-fields';
import { useEditProduct } from './use-edit-product';

interface EditProductFormProps {
  product: Product;
  onDone: () => void;
}

/** Edit a product, once its category and values (the catalogue's list has neither) and the categories are loaded. */
export function EditProductForm({ product, onDone }: EditProductFormProps) {
  const { trpc } = useAppContext();
  const categories = useQuery(trpc.admin.products.categoryFields.queryOptions());
  const saved = useQuery(trpc.admin.products.specificationValues.queryOptions({ id: product.id }));
  if (categories.isError || saved.isError)
    return (
      <QueryError
        message="We could not load this part's specification."
        onRetry={() => Promise.all([categories.refetch(), saved.refetch()])}
      />
    );
  if (!categories.data || !saved.data) return <Spinner label="Loading the part" className="py-6" />;
  return (
    <EditProductFields product={product} categories={categories.data} saved={saved.data} onDone={onDone} />
  );
}

/**
 * Stock first (Restock opens this form, and restocking is the usual edit), then the price and the part rules, the
 * words, the part number and the specification, and the picture, each correctable after it was added.
 */
function EditProductFields({
  product,
  categories,
  saved,
  onDone,
}: EditProductFormProps & { categories: CategoryFields; saved: ProductSpecificationValues }) {
  const schema = useMemo(() => editProductForm(categories, saved), [categories, saved]);
  const form = useZodForm(schema, editProductDefaults(product, saved));
  const update = useEditProduct({ form, product, categories, onDone });
  const values = form.watch();
  const after = stockAfter(values, product.quantity);

  return (
    <form noValidate onSubmit={form.handleSubmit((edited) => update.mutate(edited))} className="space-y-4">
      <StockChangeFields form={form} inStock={product.quantity} after={after} />
      <StockAndPriceFields
        form={form}
        only={['minimumOrderQuantity', 'price']}
        className="grid gap-4 sm:grid-cols-2"
      />
      <BelowMinimumWarning quantity={after} minimum={values.minimumOrderQuantity} />
      <PartRulesFields form={form} />
      <FormField form={form} name="name" label="Name" required />
      <PartNumberField form={form} blank="Leave blank to keep the one it has." />
      <FormField form={form} name="description" label="Description" multiline rows={4} required />
      <SpecificationFields form={form} categories={categories} required={saved.categoryId !== null} />
      <figure className="flex items-center gap-3">
        <ProductImage
          part={product}
          width={96}
          height={72}
          sizes="96px"
          className="aspect-[4/3] max-w-24 rounded-md border border-graphite-200"
        />
        <figcaption className="text-sm text-graphite-600">Current picture</figcaption>
      </figure>
      <FormField
        form={form}
        name="image"
        label="New picture"
        type="file"
        accept={IMAGE_TYPES}
        hint={`Leave empty to keep the current one. ${IMAGE_HINT}`}
      />
      <FormServerError form={form} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

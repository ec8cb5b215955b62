import {
  type AdminCategory,
  type AdminCategoryTree,
  type CategoryCreateInput,
  ZCategoryCreateInput,
  ZCategoryRenameInput,
} from '@partsmith/contracts';
import type { z } from 'zod';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormSelect } from '../../../../../lib/forms/form-select';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { useCategoryKeys } from './use-category-keys';
import { useSavingForm } from './use-saving-form';

const SLUG_HINT = 'The page’s address, /parts/category/…: lower-case words joined by hyphens.';

/** Add a category: its name, its address (from the name when left blank) and, for a sub-category, its parent. */
export function CategoryCreateForm({ tree, onDone }: { tree: AdminCategoryTree; onDone: () => void }) {
  const { trpcClient } = useAppContext();
  const form = useZodForm(ZCategoryCreateInput, { name: '', slug: '', parentId: '' });
  const save = useSavingForm({
    form,
    save: (values: CategoryCreateInput) => trpcClient.admin.categories.create.mutate(values),
    invalidates: useCategoryKeys().list,
    done: (saved) => `Added the category ${saved.name}`,
    onDone,
  });
  const parents = [
    { value: '', label: 'None: a top category' },
    ...tree.map((top) => ({ value: top.id, label: top.name })),
  ];
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormField form={form} name="name" label="Name" required />
      <FormField
        form={form}
        name="slug"
        label="Address"
        hint={`${SLUG_HINT} Left blank: made from the name.`}
      />
      <FormSelect form={form} name="parentId" label="Parent" options={parents} />
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

/** Rename a category: its name and its address, which must stay unique in the tree. */
export function CategoryRenameForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const { trpcClient } = useAppContext();
  const form = useZodForm(ZCategoryRenameInput, {
    id: category.id,
    name: category.name,
    slug: category.slug,
  });
  const save = useSavingForm({
    form,
    save: (values: z.input<typeof ZCategoryRenameInput>) => trpcClient.admin.categories.rename.mutate(values),
    invalidates: useCategoryKeys().list,
    done: (saved) => `Renamed to ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormField form={form} name="name" label="Name" required />
      <FormField form={form} name="slug" label="Address" required hint={SLUG_HINT} />
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

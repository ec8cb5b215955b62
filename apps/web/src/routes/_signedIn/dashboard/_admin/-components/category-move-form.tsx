import { type AdminCategory, type AdminCategoryTree, ZAdminCategoryId } from '@partsmith/contracts';
import { z } from 'zod';
import { FormSelect } from '../../../../../lib/forms/form-select';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { useCategoryKeys } from './use-category-keys';
import { useSavingForm } from './use-saving-form';

/** The select's value: a top category's id, or '' for the top level. */
const ZMoveForm = z.object({ parentId: z.union([z.literal(''), ZAdminCategoryId]) });

/** Move a category under another top category, or to the top level; it goes last among its new siblings. */
export function CategoryMoveForm({
  category,
  tree,
  onDone,
}: {
  category: AdminCategory;
  tree: AdminCategoryTree;
  onDone: () => void;
}) {
  const { trpcClient } = useAppContext();
  const form = useZodForm(ZMoveForm, { parentId: category.parentId ?? '' });
  const save = useSavingForm({
    form,
    save: ({ parentId }: z.input<typeof ZMoveForm>) => {
      const siblings = parentId === '' ? tree : (tree.find((top) => top.id === parentId)?.children ?? []);
      const position = siblings.filter((sibling) => sibling.id !== category.id).length;
      return trpcClient.admin.categories.move.mutate({
        id: category.id,
        parentId: parentId || null,
        position,
      });
    },
    invalidates: useCategoryKeys().list,
    done: (moved) => `Moved ${moved.name}`,
    onDone,
  });
  const options = [
    { value: '', label: 'None: a top category' },
    ...tree.filter((top) => top.id !== category.id).map((top) => ({ value: top.id, label: top.name })),
  ];
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormSelect form={form} name="parentId" label="Parent" options={options} />
      <p className="text-sm text-graphite-600">
        Two levels only: a category with sub-categories stays at the top. It goes last among its new siblings.
      </p>
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

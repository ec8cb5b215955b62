import {
  type AdminAttribute,
  ATTRIBUTE_KINDS,
  type AttributeCreateInput,
  type AttributeRenameInput,
  ZAttributeCreateInput,
  ZAttributeRenameInput,
} from '@partsmith/contracts';
import { useEffect } from 'react';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormSelect } from '../../../../../lib/forms/form-select';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { useCategoryKeys } from './use-category-keys';
import { useSavingForm } from './use-saving-form';

export const KIND_LABELS: Record<AdminAttribute['kind'], string> = {
  number: 'Number with a unit',
  choice: 'Choice',
  boolean: 'Yes/no',
};
const KIND_OPTIONS = ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const UNIT_HINT = 'What the number counts in, e.g. mm or kN.';

/** Add an attribute to a category: its name, key (from the name when blank), kind and, for a number, unit. */
export function AttributeCreateForm({ categoryId, onDone }: { categoryId: string; onDone: () => void }) {
  const { trpcClient } = useAppContext();
  const form = useZodForm(ZAttributeCreateInput, { categoryId, name: '', key: '', kind: 'number', unit: '' });
  const kind = form.watch('kind');
  // Only a number has a unit: one typed before choosing another kind would be refused on a hidden field.
  useEffect(() => {
    if (kind !== 'number') form.setValue('unit', '');
  }, [kind, form]);
  const save = useSavingForm({
    form,
    save: (values: AttributeCreateInput) => trpcClient.admin.categories.addAttribute.mutate(values),
    invalidates: useCategoryKeys().list,
    done: (saved) => `Added the attribute ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormField form={form} name="name" label="Name" required />
      <FormField
        form={form}
        name="key"
        label="Key"
        hint="Names the filter in the page’s address; it never changes. Left blank: made from the name."
      />
      <FormSelect form={form} name="kind" label="Kind" options={KIND_OPTIONS} />
      {kind === 'number' && <FormField form={form} name="unit" label="Unit" required hint={UNIT_HINT} />}
      <p className="text-sm text-graphite-600">
        The kind cannot be changed later: parts’ values are stored in it.
      </p>
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

/** Rename an attribute, and change a number's unit; its key and kind stay. */
export function AttributeRenameForm({
  attribute,
  onDone,
}: {
  attribute: AdminAttribute;
  onDone: () => void;
}) {
  const { trpcClient } = useAppContext();
  const form = useZodForm(ZAttributeRenameInput, {
    id: attribute.id,
    name: attribute.name,
    unit: attribute.unit ?? '',
  });
  const save = useSavingForm({
    form,
    save: (values: AttributeRenameInput) => trpcClient.admin.categories.renameAttribute.mutate(values),
    invalidates: useCategoryKeys().list,
    done: (saved) => `Saved the attribute ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <p className="text-sm text-graphite-700">
        Key <code className="font-mono">{attribute.key}</code> · {KIND_LABELS[attribute.kind]}
      </p>
      <FormField form={form} name="name" label="Name" required />
      {attribute.kind === 'number' && (
        <FormField form={form} name="unit" label="Unit" required hint={UNIT_HINT} />
      )}
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

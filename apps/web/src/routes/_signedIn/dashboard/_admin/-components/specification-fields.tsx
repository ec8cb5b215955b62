import type { CategoryFields } from '@partsmith/contracts';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormSelect } from '../../../../../lib/forms/form-select';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import { attributesOf, type SpecificationFormValues } from './specification-form-values';

type Attribute = CategoryFields[number]['attributes'][number];

/** Each top category with the categories under it, for the select's groups; the top itself is a choice too. */
function groups(categories: CategoryFields) {
  const tops: { label: string; options: { value: string; label: string }[] }[] = [];
  for (const category of categories) {
    const option = { value: category.id, label: category.name };
    if (category.parentName === null) tops.push({ label: category.name, options: [option] });
    else tops.at(-1)?.options.push(option);
  }
  return tops;
}

const YES_NO = [
  { value: '', label: 'Not set' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function SpecificationField({
  form,
  attribute,
}: {
  form: ZodForm<SpecificationFormValues>;
  attribute: Attribute;
}) {
  const name = `specifications.${attribute.key}` as const;
  const listId = useId();
  if (attribute.kind === 'boolean')
    return <FormSelect form={form} name={name} label={attribute.name} options={YES_NO} />;
  if (attribute.kind === 'number')
    // Text, not type=number: a browser empties a number field it cannot read, so the admin would see no reason.
    return (
      <FormField form={form} name={name} label={attribute.name} inputMode="decimal" suffix={attribute.unit} />
    );
  return (
    <>
      <FormField form={form} name={name} label={attribute.name} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {attribute.suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  );
}

/**
 * The part's category, then one field per attribute its parts have (its parent's first). Values typed stay in
 * the form when the category changes, so the attributes both categories share keep theirs.
 */
export function SpecificationFields<Values extends FieldValues & SpecificationFormValues>({
  form,
  categories,
  required,
}: {
  form: ZodForm<Values>;
  categories: CategoryFields;
  required: boolean;
}) {
  // Every `Values` has these fields; TypeScript cannot see a generic's paths.
  const specification = form as unknown as ZodForm<SpecificationFormValues>;
  const attributes = attributesOf(categories, specification.watch('categoryId'));
  return (
    <>
      <FormSelect
        form={specification}
        name="categoryId"
        label="Category"
        required={required}
        options={[{ value: '', label: required ? 'Choose a category' : 'None' }]}
        groups={groups(categories)}
      />
      {attributes.length > 0 && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-graphite-900">Specification</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {attributes.map((attribute) => (
              <div key={attribute.key} className="min-w-0">
                <SpecificationField form={specification} attribute={attribute} />
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ZodForm } from './use-zod-form';

/** A labelled checkbox bound to its form by name, the box before its words. */
export function FormCheckbox<Values extends FieldValues>({
  form,
  name,
  label,
}: {
  form: ZodForm<Values>;
  name: Path<Values>;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-accent-700" {...form.register(name)} />
      <label htmlFor={id} className="text-sm font-medium text-graphite-800">
        {label}
      </label>
    </div>
  );
}

import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ZodForm } from './use-zod-form';

/** A labelled native select bound to its form by name (keyboard and screen readers for free). */
export function FormSelect<Values extends FieldValues>({
  form,
  name,
  label,
  options,
}: {
  form: ZodForm<Values>;
  name: Path<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-graphite-800">
        {label}
      </label>
      <select
        id={id}
        {...form.register(name)}
        className="block h-10 w-full rounded-md border border-graphite-300 bg-white px-3 text-graphite-900 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

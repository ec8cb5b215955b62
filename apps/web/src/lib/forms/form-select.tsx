import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ZodForm } from './use-zod-form';

interface Option {
  value: string;
  label: string;
}

/**
 * A labelled native select bound to its form by name (keyboard and screen readers for free), showing its own
 * error under it; `groups` adds options under headings after `options`.
 */
export function FormSelect<Values extends FieldValues>({
  form,
  name,
  label,
  options,
  groups = [],
  required = false,
}: {
  form: ZodForm<Values>;
  name: Path<Values>;
  label: string;
  options: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const { error } = form.getFieldState(name, form.formState);
  const item = (option: Option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-graphite-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-accent-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        {...form.register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block h-10 w-full rounded-md border bg-white px-3 text-graphite-900 focus-visible:outline-2 focus-visible:outline-accent-500 ${error ? 'border-danger-600' : 'border-graphite-300'}`}
      >
        {options.map(item)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(item)}
          </optgroup>
        ))}
      </select>
      {error?.message && (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error.message}
        </p>
      )}
    </div>
  );
}

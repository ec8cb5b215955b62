import { useId } from 'react';

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled native select (keyboard and screen readers for free), for list filters. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-graphite-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are the only values the select can hold.
        onChange={(event) => onChange(event.target.value as Value)}
        className="h-10 rounded-md border border-graphite-300 bg-white px-3 text-sm text-graphite-900"
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

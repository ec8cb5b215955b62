import { orderableRange, type QuantityRules, quantityProblem } from '@partsmith/contracts';
import { useId, useState } from 'react';

interface QuantityStepperProps {
  label: string;
  rules: QuantityRules;
  value: number;
  /** Called with a quantity the rules allow: at once when stepped, when typed on Enter or leaving the field. */
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Told whether the field holds a quantity the rules allow, so a button beside it never acts on a stale one. */
  onValidityChange?: (valid: boolean) => void;
}

const STEP =
  'h-10 w-10 shrink-0 rounded-md border border-graphite-300 bg-white text-lg font-semibold text-graphite-900 hover:bg-graphite-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A quantity that only offers what can be ordered: − and + step a pack at a time between `orderableRange`'s ends;
 * a typed value is checked with `quantityProblem` as it is typed, its words shown under the field until it passes.
 */
export function QuantityStepper({
  label,
  rules,
  value,
  onChange,
  disabled = false,
  onValidityChange,
}: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (a refetch, a refused change): show it.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const range = orderableRange(rules);
  const problem = text === String(value) ? null : quantityProblem(text, rules);
  const commit = () => {
    if (text !== String(value) && !problem) onChange(Number(text));
  };
  const step = (by: number) => {
    if (!range) return;
    const next = Math.min(range.largest, Math.max(range.smallest, value + by));
    // A step starts from the last good quantity and leaves none typed that the rules refuse.
    setText(String(next));
    onValidityChange?.(true);
    if (next !== value) onChange(next);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-graphite-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={STEP}
          onClick={() => step(-rules.packSize)}
          disabled={disabled || !range || value <= range.smallest}
          aria-label={`${rules.packSize === 1 ? 'One' : `${rules.packSize}`} fewer`}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          className="h-10 w-24 rounded-md border border-graphite-300 px-3 text-center text-graphite-900 aria-invalid:border-danger-600"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onValidityChange?.(quantityProblem(event.target.value, rules) === null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          onBlur={commit}
        />
        <button
          type="button"
          className={STEP}
          onClick={() => step(rules.packSize)}
          disabled={disabled || !range || value >= range.largest}
          aria-label={`${rules.packSize === 1 ? 'One' : `${rules.packSize}`} more`}
        >
          +
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}

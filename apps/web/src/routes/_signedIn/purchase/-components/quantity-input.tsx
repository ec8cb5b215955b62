import { useId } from 'react';

interface QuantityInputProps {
  value: string;
  /** The smallest and largest orderable quantities, and the step between them. */
  smallest: number;
  largest: number;
  packSize: number;
  /** Set after a failed check: marks the input invalid until the quantity changes. */
  invalid: boolean;
  /** The current count, when the text is one: − stops at the smallest order and + at the largest. */
  count: number | null;
  onChange: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  onBlur: () => void;
}

const STEP =
  'flex size-11 shrink-0 items-center justify-center border-graphite-300 bg-graphite-100 text-xl font-semibold ' +
  'text-graphite-800 hover:bg-graphite-200 focus-visible:outline-2 focus-visible:outline-accent-500 ' +
  'disabled:cursor-not-allowed disabled:text-graphite-400 disabled:hover:bg-graphite-100';

/**
 * The order quantity with − and + beside it. A text input, not type=number, so anything typed reaches the check
 * and gets the spec's 'Please Enter Valid number' instead of being silently dropped by the browser.
 */
export function QuantityInput({
  value,
  smallest,
  largest,
  packSize,
  invalid,
  count,
  ...handlers
}: QuantityInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-graphite-800">
        Quantity
      </label>
      <div className="flex w-fit overflow-hidden rounded-md border border-graphite-300">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={count !== null && count <= smallest}
          className={`${STEP} border-r`}
          onClick={() => handlers.onStep(-1)}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => handlers.onChange(event.target.value)}
          onBlur={handlers.onBlur}
          className={`w-24 px-3 text-center text-lg font-semibold text-graphite-900 focus-visible:outline-2 focus-visible:outline-accent-500 ${invalid ? 'bg-danger-50' : 'bg-white'}`}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={count !== null && count >= largest}
          className={`${STEP} border-l`}
          onClick={() => handlers.onStep(1)}
        >
          +
        </button>
      </div>
      <p id={hintId} className="text-sm text-graphite-600">
        {packSize > 1 && `Sold in packs of ${packSize}. `}At least {smallest}, at most {largest}.
      </p>
    </div>
  );
}

import { type CategoryPage, categoryFilters, centsToDollars, dollarsToCents } from '@partsmith/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { type KeyboardEvent, useId } from 'react';
import { type CategoryUrl, firstPage } from './category-search';

const route = getRouteApi('/parts/category/$slug');

/** A choice's label: yes/no attributes take `yes`/`no` in the URL. */
function choiceLabel(kind: 'choice' | 'boolean', value: string): string {
  if (kind === 'boolean') return value === 'yes' ? 'Yes' : 'No';
  return value;
}

/** Every change is a new history entry (Back undoes it) from the first page. */
export function useFilterNavigation(search: CategoryUrl) {
  const navigate = route.useNavigate();
  return (changes: Partial<CategoryUrl>) => void navigate({ search: firstPage({ ...search, ...changes }) });
}

const list = (items: string[]) => (items.length > 0 ? items : undefined);

/** The facets: each attribute's values with the parts they would leave, number ranges, stock and price. */
export function CategoryFacets({ page, search }: { page: CategoryPage; search: CategoryUrl }) {
  const go = useFilterNavigation(search);
  const filters = categoryFilters(search);
  const choices = search.choice ?? [];
  const toggleChoice = (filter: string, on: boolean) =>
    go({ choice: list(on ? [...choices, filter] : choices.filter((item) => item !== filter)) });
  const setRange = (key: string, min: number | null, max: number | null) => {
    const others = (search.range ?? []).filter((item) => !item.startsWith(`${key}:`));
    go({
      range: list(min === null && max === null ? others : [...others, `${key}:${min ?? ''}..${max ?? ''}`]),
    });
  };

  return (
    <div className="space-y-6">
      <InStock
        checked={filters.inStock}
        count={page.inStockCount}
        onChange={(inStock) => go({ inStock: inStock || undefined })}
      />
      <RangeFacet
        legend="Price"
        unit="$"
        step="0.01"
        lowest={page.price.lowest === null ? null : centsToDollars(page.price.lowest)}
        highest={page.price.highest === null ? null : centsToDollars(page.price.highest)}
        min={filters.minPrice === null ? null : centsToDollars(filters.minPrice)}
        max={filters.maxPrice === null ? null : centsToDollars(filters.maxPrice)}
        onApply={(min, max) =>
          go({
            minPrice: min === null ? undefined : (dollarsToCents(min) ?? undefined),
            maxPrice: max === null ? undefined : (dollarsToCents(max) ?? undefined),
          })
        }
      />
      {page.facets.map((facet) =>
        facet.kind === 'number' ? (
          <RangeFacet
            key={facet.key}
            legend={facet.name}
            unit={facet.unit}
            step="any"
            lowest={facet.lowest}
            highest={facet.highest}
            min={facet.min}
            max={facet.max}
            onApply={(min, max) => setRange(facet.key, min, max)}
          />
        ) : (
          <fieldset key={facet.key} className="space-y-2">
            <legend className="mb-2 font-semibold text-graphite-900">{facet.name}</legend>
            {facet.values.map(({ value, count, selected }) => (
              <Checkbox
                key={value}
                label={choiceLabel(facet.kind, value)}
                count={selected ? null : count}
                checked={selected}
                disabled={!selected && count === 0}
                onChange={(on) => toggleChoice(`${facet.key}:${value}`, on)}
              />
            ))}
          </fieldset>
        ),
      )}
    </div>
  );
}

function InStock({
  checked,
  count,
  onChange,
}: {
  checked: boolean;
  count: number;
  onChange: (on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-graphite-900">Availability</legend>
      <Checkbox label="In stock" count={count} checked={checked} disabled={false} onChange={onChange} />
    </fieldset>
  );
}

interface CheckboxProps {
  label: string;
  /** Parts left if ticked; none shown on a ticked value (its count is the page's). */
  count: number | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ label, count, checked, disabled, onChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-accent-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={disabled ? 'text-graphite-500' : 'text-graphite-800'}>
        {label}
        {count !== null && <span className="text-graphite-600"> ({count})</span>}
      </label>
    </div>
  );
}

interface RangeFacetProps {
  legend: string;
  unit: string | null;
  step: string;
  /** The extent among the parts the other filters leave: the inputs' placeholders. */
  lowest: number | null;
  highest: number | null;
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

const numberOrNull = (text: string) => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Minimum and maximum, applied when focus leaves the pair or on Enter, never on each keystroke. */
function RangeFacet({ legend, unit, step, lowest, highest, min, max, onApply }: RangeFacetProps) {
  const id = useId();
  const apply = (form: HTMLElement | null) => {
    if (!form) return;
    const read = (name: string) =>
      numberOrNull(form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '');
    let nextMin = read('min');
    let nextMax = read('max');
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) [nextMin, nextMax] = [nextMax, nextMin];
    if (nextMin !== min || nextMax !== max) onApply(nextMin, nextMax);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(event.currentTarget.closest('fieldset'));
  };
  const box = (name: 'min' | 'max', label: string, value: number | null, placeholder: number | null) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm text-graphite-700">
        {label}
        {unit ? ` (${unit})` : ''}
      </label>
      <input
        // A new value from the URL (Back, a removed filter) replaces what was typed.
        key={`${value}`}
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        defaultValue={value ?? ''}
        placeholder={placeholder === null ? undefined : String(placeholder)}
        onBlur={(event) => {
          // Moving from Min to Max is not done yet: the range applies when focus leaves both.
          const fieldset = event.currentTarget.closest('fieldset');
          if (!(event.relatedTarget instanceof Node && fieldset?.contains(event.relatedTarget)))
            apply(fieldset);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-graphite-300 bg-white px-2 py-1.5 text-graphite-900"
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-graphite-900">{legend}</legend>
      <div className="flex gap-3">
        {box('min', 'Min', min, lowest)}
        {box('max', 'Max', max, highest)}
      </div>
    </fieldset>
  );
}

import { formatCents, type Product } from '@partsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { useAppContext } from '../../../lib/use-app-context';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { Highlighted } from './highlighted';

/** Fewer letters than this suggest too much to help. */
const SUGGEST_FROM = 2;

/**
 * The catalogue's search box (decision 0059): as typing pauses it writes the URL, so the list below follows, and
 * suggests the parts that best answer it, an exact part number first. Arrow keys walk the suggestions and Enter
 * opens one; Enter on an exact part number opens that part; Escape closes the list (the ARIA combobox pattern).
 */
export function PartSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q?: string) => void;
}) {
  const { trpc } = useAppContext();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState(value ?? '');
  const [asked, setAsked] = useState((value ?? '').trim());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const written = useRef(value);
  const search = (text: string) => {
    const q = text.trim();
    setAsked(q);
    written.current = q || undefined;
    onSearch(written.current);
  };
  const searchOnPause = useDebouncedCallback(search, 200);
  // The URL changed by other means (Back, a link): show what it searches for now.
  if (value !== written.current) {
    written.current = value;
    setTyped(value ?? '');
    setAsked((value ?? '').trim());
  }

  const suggestions = useQuery({
    ...trpc.catalog.suggest.queryOptions({ q: asked }),
    enabled: asked.length >= SUGGEST_FROM,
    placeholderData: keepPreviousData,
  });
  // New suggestions landed: the highlight would now sit on another part than the one the buyer chose.
  const [highlightedIn, setHighlightedIn] = useState(suggestions.data);
  if (suggestions.data !== highlightedIn) {
    setHighlightedIn(suggestions.data);
    setActive(-1);
  }
  const items = asked.length >= SUGGEST_FROM ? (suggestions.data?.items ?? []) : [];
  const exact = items.length > 0 && suggestions.data?.exactPartNumber === true;
  const expanded = open && items.length > 0;

  const openPart = (part: Product) => {
    setOpen(false);
    void navigate({ to: '/parts/$id', params: { id: part.id } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      // Past either end, round to the other: Up from the box goes to the last suggestion.
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen =
        expanded && active >= 0 ? items[active] : exact && typed.trim() === asked ? items[0] : undefined;
      if (chosen) openPart(chosen);
      else {
        search(typed);
        setOpen(false);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full max-w-md">
      <Field
        label="Search parts"
        hint="By part number, name, description or size, in any order"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
          searchOnPause(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested parts"
        hidden={!expanded}
        className="absolute inset-x-0 z-20 mt-1 max-h-96 overflow-y-auto rounded-md border border-graphite-200 bg-white py-1 shadow-lg"
      >
        {items.map((part, index) => (
          // The combobox pattern: the focus stays in the box, which names the active option and takes its keys.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={part.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the list is still open when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openPart(part)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-accent-50' : 'hover:bg-graphite-50'}`}
          >
            <span className="block font-medium text-graphite-900">
              <Highlighted text={part.name} search={asked} />
            </span>
            <span className="flex justify-between gap-3 text-xs text-graphite-600">
              <span className="font-mono">
                <Highlighted text={part.partNumber} search={asked} />
              </span>
              <span>{formatCents(part.priceCents)}</span>
            </span>
            {index === 0 && exact && (
              <span className="mt-1 block text-xs font-semibold text-accent-800">
                Exact part number: Enter opens it
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

import { useRef, useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { Field } from './ui/field';

interface SearchBoxProps {
  label: string;
  /** The search in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when empty). */
  onSearch: (text: string | undefined) => void;
}

/** A list's search box over a URL search param: it writes the URL as typing pauses, and follows Back and links. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [typed, setTyped] = useState(value ?? '');
  const written = useRef(value);
  const search = useDebouncedCallback((text: string) => {
    written.current = text.trim() || undefined;
    onSearch(written.current);
  });
  // The URL changed by other means (Back, a link): show what it searches for now.
  if (value !== written.current) {
    written.current = value;
    setTyped(value ?? '');
  }
  return (
    <div className="max-w-sm">
      <Field
        label={label}
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          search(event.target.value);
        }}
      />
    </div>
  );
}

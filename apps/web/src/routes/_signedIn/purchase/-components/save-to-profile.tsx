import { useId } from 'react';

interface SaveToProfileProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Offered once the phone or address differs from the profile's: keep them for next time, or use them just now. */
export function SaveToProfile({ checked, onChange }: SaveToProfileProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-accent-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-graphite-800">
        Save this phone and address to my profile
      </label>
    </div>
  );
}

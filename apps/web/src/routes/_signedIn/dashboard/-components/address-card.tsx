import { addressLines, type SavedAddress } from '@partsmith/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';

interface AddressCardProps {
  address: SavedAddress;
  /** Set when coming back from editing it: its Edit button takes the focus the form had. */
  focusEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
}

/** One address of the book as a label would print it, with what the customer can do to it. */
export function AddressCard({
  address,
  focusEdit,
  onEdit,
  onDelete,
  onMakeDefault,
  makingDefault,
}: AddressCardProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  const whose = <span className="sr-only"> address for {address.recipient}</span>;

  return (
    <li className="flex flex-col gap-4 rounded-md border border-graphite-200 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <address className="min-w-0 break-words not-italic text-graphite-900">
          {addressLines(address).map((line, index) => (
            <span key={`${index}-${line}`} className={`block ${index === 0 ? 'font-semibold' : ''}`}>
              {line}
            </span>
          ))}
          <span className="mt-1 block text-sm text-graphite-600">Phone: {address.phone}</span>
        </address>
        {address.isDefault && (
          <span className="shrink-0 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-900">
            Default
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button ref={editRef} variant="secondary" size="sm" onClick={onEdit}>
          Edit{whose}
        </Button>
        {!address.isDefault && (
          <Button variant="secondary" size="sm" onClick={onMakeDefault} loading={makingDefault}>
            Make default<span className="sr-only"> the address for {address.recipient}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete{whose}
        </Button>
      </div>
    </li>
  );
}

import { ADDRESSES_MAX, addressLines, MESSAGES, type SavedAddress } from '@partsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AddressForm } from '../../../../components/address-form';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { TitledPanel } from '../../../../components/ui/titled-panel';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action';
import { AddressCard } from './address-card';

/** Which form is open: a new address, or the one with this id. */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;
/** Where the focus goes back when a form closes. */
type ReturnFocus = { kind: 'add' } | { kind: 'edit'; id: string } | null;

/**
 * My Profile's address book (the checkout's addresses): cards with the default first, Add, Edit, Delete (asked
 * first) and Make default. Loaded on its own, so a failure here leaves the rest of the profile usable.
 */
export function AddressBook() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const book = useQuery(trpc.addresses.list.queryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [returnFocus, setReturnFocus] = useState<ReturnFocus>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnFocus?.kind === 'add') addRef.current?.focus();
  }, [returnFocus]);

  const makeDefault = useMutation(
    trpc.addresses.setDefault.mutationOptions({
      onSuccess: () => toast.success(MESSAGES.defaultAddressChanged),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.addresses.list.pathKey() }),
    }),
  );
  const remove = useConfirmedAction({
    mutation: trpc.addresses.delete.mutationOptions(),
    invalidates: [trpc.addresses.list.pathKey()],
    title: 'Delete this address?',
    describe: (address: SavedAddress) => addressLines(address).join(', '),
    confirmLabel: 'Delete address',
    cancelLabel: 'Keep it',
    tone: 'danger',
    done: () => MESSAGES.addressDeleted,
  });

  const close = (focus: ReturnFocus) => {
    setEditing(null);
    setReturnFocus(focus);
  };
  const addresses = book.data ?? [];
  const full = addresses.length >= ADDRESSES_MAX;

  return (
    <TitledPanel id="address-book" title="Address book" tone="card">
      {book.isPending ? (
        <Spinner label="Loading your addresses" />
      ) : book.isError ? (
        <QueryError
          message="We could not load your addresses."
          onRetry={() => book.refetch()}
          retrying={book.isFetching}
        />
      ) : (
        <>
          {addresses.length === 0 && editing?.kind !== 'new' && (
            <p className="text-graphite-700">
              You have no saved addresses yet. Add one and it will be ready at checkout.
            </p>
          )}
          {addresses.length > 0 && (
            <ul aria-label="Saved addresses" className="grid gap-4 md:grid-cols-2">
              {addresses.map((address) =>
                editing?.kind === 'edit' && editing.id === address.id ? (
                  <li
                    key={address.id}
                    className="rounded-md border border-accent-500/50 p-4 sm:p-5 md:col-span-2"
                  >
                    <h4 className="mb-4 font-semibold text-graphite-900">Edit address</h4>
                    <AddressForm
                      initial={address}
                      submitLabel="Save address"
                      onSaved={() => close({ kind: 'edit', id: address.id })}
                      onCancel={() => close({ kind: 'edit', id: address.id })}
                    />
                  </li>
                ) : (
                  <AddressCard
                    key={address.id}
                    address={address}
                    focusEdit={returnFocus?.kind === 'edit' && returnFocus.id === address.id}
                    onEdit={() => setEditing({ kind: 'edit', id: address.id })}
                    onDelete={() => remove.ask(address)}
                    onMakeDefault={() => makeDefault.mutate({ id: address.id })}
                    makingDefault={makeDefault.isPending && makeDefault.variables?.id === address.id}
                  />
                ),
              )}
            </ul>
          )}
          {editing?.kind === 'new' ? (
            <section
              aria-labelledby="new-address"
              className="rounded-md border border-accent-500/50 p-4 sm:p-5"
            >
              <h4 id="new-address" className="mb-4 font-semibold text-graphite-900">
                New address
              </h4>
              <AddressForm
                submitLabel="Save address"
                onSaved={() => close({ kind: 'add' })}
                onCancel={() => close({ kind: 'add' })}
              />
            </section>
          ) : full ? (
            <p className="text-sm text-graphite-700">{MESSAGES.addressBookFull(ADDRESSES_MAX)}</p>
          ) : (
            <Button ref={addRef} variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
              Add address
            </Button>
          )}
        </>
      )}
      {remove.dialog}
    </TitledPanel>
  );
}

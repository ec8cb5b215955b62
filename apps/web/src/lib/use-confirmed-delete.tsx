import { MESSAGES } from '@partsmith/contracts';
import type { ConfirmedActionOptions } from './use-confirmed-action';
import { useConfirmedAction } from './use-confirmed-action';

type ConfirmedDeleteOptions<Row, Data, Error> = Pick<
  ConfirmedActionOptions<Row, Data, Error>,
  'mutation' | 'invalidates' | 'describe' | 'cancelLabel'
> & {
  /** The spec's question ('Are you sure delete this product?'). */
  question: string;
};

/** The admin pages' delete (spec §8): the spec's question, a 'delete' button, and 'Deleted' once it is gone. */
export function useConfirmedDelete<Row extends { id: string }, Data, Error>({
  question,
  ...options
}: ConfirmedDeleteOptions<Row, Data, Error>) {
  return useConfirmedAction<Row, Data, Error>({
    ...options,
    title: question,
    confirmLabel: 'delete',
    done: () => MESSAGES.deleted,
  });
}

import {
  type Order,
  type OrderReturns,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { errorMessage } from '../../../../../lib/error-message';
import { useAppContext } from '../../../../../lib/use-app-context';

interface ReturnRequestFormProps {
  order: Order;
  returnable: OrderReturns['returnable'];
  onDone: () => void;
}

/** "Return items": how many units of each line, why, and a few words; the server checks every bound again. */
export function ReturnRequestForm({ order, returnable, onDone }: ReturnRequestFormProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [units, setUnits] = useState<Record<number, string>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation(
    trpc.returns.request.mutationOptions({
      onSuccess: async () => {
        toast.success(RETURN_MESSAGES.returnRequested);
        await queryClient.invalidateQueries({
          queryKey: trpc.returns.forOrder.queryKey({ orderId: order.id }),
        });
        await queryClient.invalidateQueries({ queryKey: trpc.orders.detail.queryKey({ id: order.id }) });
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error)),
    }),
  );
  const lines = order.lines
    .map((line) => ({ line, left: returnable.find((entry) => entry.lineNo === line.lineNo)?.units ?? 0 }))
    .filter(({ left }) => left > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map(({ line }) => ({ lineNo: line.lineNo, quantity: Number(units[line.lineNo] || 0) }))
      .filter((line) => line.quantity > 0);
    if (chosen.length === 0) return setProblem(RETURN_MESSAGES.returnNoLines);
    if (!reason) return setProblem(RETURN_MESSAGES.returnReasonRequired);
    if (reason === 'other' && !note.trim()) return setProblem(RETURN_MESSAGES.returnOtherNeedsWords);
    setProblem(null);
    request.mutate({ orderId: order.id, lines: chosen, reason, note });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-graphite-900">Units to return</legend>
        {lines.map(({ line, left }) => (
          <Field
            key={line.lineNo}
            label={`${line.name} (${line.partNumber})`}
            hint={`Up to ${left}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={left}
            value={units[line.lineNo] ?? '0'}
            onChange={(event) => setUnits({ ...units, [line.lineNo]: event.target.value })}
            className="max-w-32"
          />
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-graphite-800">
          Reason
        </label>
        <select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason | '')}
          className="h-10 w-full max-w-xs rounded-md border border-graphite-300 bg-white px-3 text-graphite-900"
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {RETURN_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Field
        multiline
        rows={3}
        label={reason === 'other' ? 'Tell us why' : 'Anything to add (optional)'}
        maxLength={RETURN_NOTE_MAX}
        hint={`Up to ${RETURN_NOTE_MAX} characters`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormError message={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={request.isPending}>
          Request return
        </Button>
      </div>
    </form>
  );
}

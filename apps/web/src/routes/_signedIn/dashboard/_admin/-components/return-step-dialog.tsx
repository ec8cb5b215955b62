import { RETURN_NOTE_MAX, type Return, type ReturnCondition } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import { Dialog } from '../../../../../components/ui/dialog';
import { Field } from '../../../../../components/ui/field';
import { SelectField } from '../../../../../components/ui/select-field';
import { errorMessage } from '../../../../../lib/error-message';
import { useAppContext } from '../../../../../lib/use-app-context';

export type ReturnStep = 'approve' | 'refuse' | 'receive' | 'refund';

const TITLES: Record<ReturnStep, string> = {
  approve: 'Approve this return?',
  refuse: 'Refuse this return?',
  receive: 'Mark the parts received',
  refund: 'Refund this return?',
};

const CONDITIONS: { value: ReturnCondition; label: string }[] = [
  { value: 'good', label: 'Good: back to stock' },
  { value: 'damaged', label: 'Damaged: not restocked' },
];

interface ReturnStepDialogProps {
  step: ReturnStep;
  item: Return;
  open: boolean;
  onClose: () => void;
}

/** One admin step of a return (decision 0068): a note to approve or refuse, each line's condition, or the refund. */
export function ReturnStepDialog({ step, item, open, onClose }: ReturnStepDialogProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [conditions, setConditions] = useState<Record<number, ReturnCondition>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const settle = {
    onSuccess: async () => {
      toast.success(`Return for order ${item.orderNumber}: ${step === 'receive' ? 'received' : `${step}ed`}`);
      onClose();
      // The list, the order pages' returns and, after a restock, the catalogue's stock.
      for (const queryKey of [trpc.admin.returns.pathKey(), trpc.returns.pathKey(), trpc.catalog.pathKey()])
        await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error: unknown) => setProblem(errorMessage(error)),
  };
  const approve = useMutation(trpc.admin.returns.approve.mutationOptions(settle));
  const refuse = useMutation(trpc.admin.returns.refuse.mutationOptions(settle));
  const receive = useMutation(trpc.admin.returns.receive.mutationOptions(settle));
  const refund = useMutation(trpc.admin.returns.refund.mutationOptions(settle));
  const pending = approve.isPending || refuse.isPending || receive.isPending || refund.isPending;
  const confirm = () => {
    setProblem(null);
    if (step === 'approve') approve.mutate({ id: item.id, note });
    if (step === 'refuse') refuse.mutate({ id: item.id, note });
    if (step === 'refund') refund.mutate({ id: item.id });
    if (step === 'receive')
      receive.mutate({
        id: item.id,
        lines: item.lines.map((line) => ({
          lineNo: line.lineNo,
          condition: conditions[line.lineNo] ?? 'good',
        })),
      });
  };

  return (
    <Dialog open={open} title={TITLES[step]} onClose={() => !pending && onClose()}>
      <div className="space-y-4">
        <p className="text-graphite-700">
          {item.customer.name} ({item.customer.email}):{' '}
          {item.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}.
        </p>
        {(step === 'approve' || step === 'refuse') && (
          <Field
            multiline
            rows={3}
            label={step === 'refuse' ? 'Why (the customer reads it)' : 'Note for the customer (optional)'}
            required={step === 'refuse'}
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
        {step === 'receive' &&
          item.lines.map((line) => (
            <SelectField
              key={line.lineNo}
              label={`${line.quantity} × ${line.name}`}
              value={conditions[line.lineNo] ?? 'good'}
              options={CONDITIONS}
              onChange={(condition) => setConditions({ ...conditions, [line.lineNo]: condition })}
            />
          ))}
        {step === 'refund' && (
          <p className="text-graphite-700">
            Their share of the order with its tax goes back to the card (shipping too once the whole order has
            come back), and a credit note is issued.
          </p>
        )}
        <FormError message={problem} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Close
          </Button>
          <Button variant={step === 'refuse' ? 'danger' : 'primary'} onClick={confirm} loading={pending}>
            {step === 'receive' ? 'Mark received' : step[0]?.toUpperCase() + step.slice(1)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

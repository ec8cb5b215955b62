import {
  formatCents,
  MESSAGES,
  parseQuickOrder,
  QUICK_ORDER_MAX_CHARACTERS,
  QUICK_ORDER_MAX_ROWS,
  type QuickOrderPreview,
  type QuickOrderResult,
} from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { LinkButton } from '../../../components/ui/link-button';
import { errorMessage } from '../../../lib/error-message';
import { httpStatusOf } from '../../../lib/http-status';
import { useAppContext } from '../../../lib/use-app-context';
import { QuickOrderRows } from './quick-order-rows';

const PLACEHOLDER = 'EM-C12-4F, 4\nBRG-6205-2RS, 20\nFN-M14; 50';
/** A text file of 200 long rows is far below this; anything larger is no list of parts. */
const MAX_FILE_BYTES = QUICK_ORDER_MAX_CHARACTERS * 4;

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** Part numbers and quantities, pasted or from a CSV file: previewed row by row, the valid rows added in one step. */
export function QuickOrderPage() {
  const { trpc, queryClient } = useAppContext();
  const navigate = useNavigate();
  const fileId = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** A refusal of the whole text goes under the field; a shop that cannot be reached, above the rows. */
  const onError = (error: unknown) => {
    if (httpStatusOf(error) === 400) setRefusal(errorMessage(error));
    else setFailure(errorMessage(error));
  };
  const check = useMutation(trpc.cart.quickOrderPreview.mutationOptions({ onSuccess: setPreview, onError }));
  const add = useMutation(
    trpc.cart.quickOrderAdd.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.cart.view.queryKey(), answer.cart);
        queryClient.setQueryData(trpc.cart.count.queryKey(), { itemCount: answer.cart.itemCount });
        setResult(answer);
        setPreview(null);
        setText('');
        toast.success(MESSAGES.quickOrderAdded(answer.added.length), {
          action: { label: 'View cart', onClick: () => void navigate({ to: '/cart' }) },
        });
      },
      onError,
    }),
  );

  const previewText = (value: string) => {
    setRefusal(undefined);
    setFailure(null);
    setResult(null);
    setPreview(null);
    // The whole text is refused here as the server would: no call for a list it would not read.
    const parsed = parseQuickOrder(value);
    if (parsed.refusal !== null) setRefusal(parsed.refusal);
    else check.mutate({ text: value });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    previewText(text);
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setPreview(null);
      setRefusal(MESSAGES.quickOrderTooLong(QUICK_ORDER_MAX_CHARACTERS));
      return;
    }
    const content = await file.text();
    setText(content);
    previewText(content);
  };
  const onEdit = (value: string) => {
    setText(value);
    // A preview of other rows would add what the buyer no longer sees.
    setPreview(null);
    setRefusal(undefined);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <title>Quick order · Partsmith</title>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-graphite-900">Quick order</h1>
        <p className="text-graphite-700">
          One part number and quantity per line, up to {QUICK_ORDER_MAX_ROWS} rows. Paste them from a
          spreadsheet or upload a CSV file; check the preview, then add the rows that pass to your cart.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
      >
        <Field
          multiline
          label="Part numbers and quantities"
          hint="Separate the part number and the quantity with a comma, semicolon, tab or space. A part written twice adds up."
          placeholder={PLACEHOLDER}
          rows={8}
          value={text}
          onChange={(event) => onEdit(event.target.value)}
          error={refusal}
          className="font-mono"
          spellCheck={false}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={check.isPending}>
            Preview
          </Button>
          <label htmlFor={fileId} className="text-sm font-medium text-graphite-800">
            Upload CSV
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(event) => void onFile(event)}
              className="mt-1 block w-full max-w-xs text-sm text-graphite-700 file:mr-3 file:rounded-md file:border file:border-graphite-300 file:bg-graphite-50 file:px-3 file:py-1.5 file:text-graphite-800"
            />
          </label>
        </div>
      </form>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-600/30 bg-danger-50 p-4 text-danger-700">
          {failure}
        </p>
      )}
      {result && <AddedNotice result={result} />}
      {preview ? (
        <section aria-label="Preview" className="space-y-4">
          <p role="status" className="text-lg font-medium text-graphite-900">
            {preview.addableCount} of {preview.rows.length} rows can be added
            {preview.addableCount > 0 && ` (${formatCents(preview.addableTotalCents)})`}
          </p>
          <QuickOrderRows caption="Preview of your rows" rows={preview.rows} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              disabled={preview.addableCount === 0}
              loading={add.isPending}
              onClick={() => add.mutate({ text })}
            >
              Add {lines(preview.addableCount)} to cart
            </Button>
          </div>
        </section>
      ) : (
        !result &&
        !check.isPending && (
          <p className="rounded-md bg-graphite-100 p-4 text-sm text-graphite-700">
            Nothing previewed yet: the preview shows each row's part and price, or what stops it being added,
            before anything goes in your cart.
          </p>
        )
      )}
    </div>
  );
}

/** What the add did: the lines added, a way to the cart, and the rows left out with their problem. */
function AddedNotice({ result }: { result: QuickOrderResult }) {
  return (
    <section aria-label="Added to cart" className="space-y-4">
      <div className="flex flex-col items-start gap-3 rounded-md border border-graphite-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="font-medium text-graphite-900">
          {MESSAGES.quickOrderAdded(result.added.length)}
          {result.skipped.length > 0 && `; ${result.skipped.length} not added (below).`}
        </p>
        <LinkButton to="/cart">View cart</LinkButton>
      </div>
      {result.skipped.length > 0 && <QuickOrderRows caption="Rows not added" rows={result.skipped} />}
    </section>
  );
}

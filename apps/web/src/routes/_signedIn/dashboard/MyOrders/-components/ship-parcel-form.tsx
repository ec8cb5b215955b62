import {
  CARRIER_CODES,
  CARRIERS,
  type LineToShip,
  SHIPMENT_MESSAGES,
  type ShipmentFormFields,
  shipmentFormFields,
} from '@partsmith/contracts';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormSelect } from '../../../../../lib/forms/form-select';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';

const CARRIER_OPTIONS = CARRIER_CODES.map((code) => ({ value: code, label: CARRIERS[code].name }));

const leftOf = (line: LineToShip) => line.ordered - line.shipped;

/** The Ship form itself, for lines that still have units to send; starts with everything left. */
function ParcelForm({ orderId, lines }: { orderId: string; lines: LineToShip[] }) {
  const { trpc, trpcClient } = useAppContext();
  const queryClient = useQueryClient();
  const schema = useMemo(() => shipmentFormFields(lines.map(leftOf)), [lines]);
  const form = useZodForm(schema, {
    quantities: lines.map((line) => String(leftOf(line))),
    carrier: 'dhl',
    trackingNumber: '',
  });
  const ship = useMutation({
    mutationFn: (fields: ShipmentFormFields) =>
      trpcClient.admin.shipments.create.mutate({
        orderId,
        carrier: fields.carrier,
        trackingNumber: fields.trackingNumber,
        lines: lines
          .map((line, index) => ({ lineNo: line.lineNo, quantity: Number(fields.quantities[index] || 0) }))
          .filter((line) => line.quantity > 0),
      }),
    onSuccess: async (answer) => {
      toast.success(SHIPMENT_MESSAGES.shipped(answer.shipments.length));
      await Promise.all(
        [trpc.admin.shipments.list.pathKey(), trpc.orders.detail.pathKey(), trpc.orders.all.pathKey()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => showServerError(form, error),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((fields) => ship.mutate(fields))} className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-graphite-800">Units in this parcel</legend>
        {lines.map((line, index) => (
          <div key={line.lineNo} className="grid items-start gap-2 sm:grid-cols-[1fr_10rem]">
            <p className="text-sm text-graphite-900 wrap-anywhere">
              <span className="font-medium">{line.name}</span>{' '}
              <span className="font-mono text-graphite-700">{line.partNumber}</span>
              <span className="block text-graphite-700">
                {leftOf(line)} of {line.ordered} left to ship
              </span>
            </p>
            <FormField
              form={form}
              name={`quantities.${index}`}
              label={`Units of line ${line.lineNo}`}
              inputMode="numeric"
              readOnly={leftOf(line) === 0}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect form={form} name="carrier" label="Carrier" options={CARRIER_OPTIONS} required />
        <FormField
          form={form}
          name="trackingNumber"
          label="Tracking number"
          hint="Letters, digits, dashes and spaces; may be blank for Other"
          autoComplete="off"
        />
      </div>
      <FormServerError form={form} />
      <Button type="submit" loading={ship.isPending}>
        Ship this parcel
      </Button>
    </form>
  );
}

/** Admin: ship a paid order's units in parcels (decision 0067); every parcel is mailed to the buyer with its link. */
export function ShipParcelForm({ orderId }: { orderId: string }) {
  const { trpc } = useAppContext();
  const { data } = useSuspenseQuery(trpc.admin.shipments.list.queryOptions({ orderId }));
  const left = data.lines.reduce((sum, line) => sum + leftOf(line), 0);
  if (left === 0) return null;
  // A new parcel starts from what is left now: the form is keyed by the units shipped so far.
  const key = data.lines.map((line) => line.shipped).join('-');
  return (
    <section
      id="ship"
      aria-labelledby="ship-heading"
      className="rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <h3 id="ship-heading" className="mb-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">
        Ship a parcel
      </h3>
      <ParcelForm key={key} orderId={orderId} lines={data.lines} />
    </section>
  );
}

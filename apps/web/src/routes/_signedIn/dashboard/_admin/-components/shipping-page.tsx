import type { ShippingMethod, ShippingZone } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { Dialog } from '../../../../../components/ui/dialog';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { ShippingMethodForm } from './shipping-method-form';
import { ShippingZoneForm } from './shipping-zone-form';
import { ShippingZonePanel } from './shipping-zone-panel';

/** Shipping (`/dashboard/shipping`): zones of countries, and the methods buyers there may choose. */
export function ShippingPage() {
  const { trpc } = useAppContext();
  const zones = useSuspenseQuery(trpc.admin.shipping.list.queryOptions());
  const invalidates = [trpc.admin.shipping.list.pathKey()];
  const zoneDialog = useDialogTarget<{ zone: ShippingZone | null }>();
  const methodDialog = useDialogTarget<{ zoneId: string; method: ShippingMethod | null }>();
  const zoneRemoval = useConfirmedAction({
    mutation: trpc.admin.shipping.deleteZone.mutationOptions(),
    invalidates,
    title: 'Remove this zone?',
    describe: (zone: ShippingZone) =>
      `${zone.name} and its ${zone.methods.length} method(s) go; buyers in its countries can no longer check out.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    done: () => 'Zone removed',
  });
  const methodRemoval = useConfirmedAction({
    mutation: trpc.admin.shipping.deleteMethod.mutationOptions(),
    invalidates,
    title: 'Remove this method?',
    describe: (method: ShippingMethod) => `Buyers will no longer be offered ${method.name}.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    done: () => 'Method removed',
  });
  const zoneTitle = zoneDialog.target?.zone ? `Edit ${zoneDialog.target.zone.name}` : 'Add a zone';

  return (
    <DashboardPage
      title="Shipping"
      intro="Group countries into zones, and give each zone the delivery methods its buyers may choose."
    >
      <Button onClick={() => zoneDialog.show({ zone: null })}>Add zone</Button>
      {zones.data.length === 0 ? (
        <p className="rounded-md border border-graphite-200 bg-white p-5 text-graphite-700">
          No shipping zones yet: add one so buyers can choose a delivery.
        </p>
      ) : (
        <div aria-busy={zones.isFetching || undefined} className="space-y-6">
          {zones.data.map((zone) => (
            <ShippingZonePanel
              key={zone.id}
              zone={zone}
              onEditZone={(target) => zoneDialog.show({ zone: target })}
              onRemoveZone={zoneRemoval.ask}
              onEditMethod={(zoneId, method) => methodDialog.show({ zoneId, method })}
              onRemoveMethod={methodRemoval.ask}
            />
          ))}
        </div>
      )}
      <Dialog open={zoneDialog.open} title={zoneTitle} onClose={zoneDialog.close}>
        {zoneDialog.target && (
          <ShippingZoneForm
            key={zoneDialog.opening}
            zone={zoneDialog.target.zone}
            onDone={zoneDialog.close}
          />
        )}
      </Dialog>
      <Dialog
        open={methodDialog.open}
        title={methodDialog.target?.method ? `Edit ${methodDialog.target.method.name}` : 'Add a method'}
        onClose={methodDialog.close}
        wide
      >
        {methodDialog.target && (
          <ShippingMethodForm
            key={methodDialog.opening}
            zoneId={methodDialog.target.zoneId}
            method={methodDialog.target.method}
            onDone={methodDialog.close}
          />
        )}
      </Dialog>
      {zoneRemoval.dialog}
      {methodRemoval.dialog}
    </DashboardPage>
  );
}

import { countryName, deliveryEstimate, type ShippingMethod, type ShippingZone } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { Table, type TableColumn } from '../../../../../components/ui/table';
import { TitledPanel } from '../../../../../components/ui/titled-panel';
import { describeShippingCharge } from './shipping-charge';

const KIND_LABELS: Record<ShippingMethod['kind'], string> = {
  flat: 'Flat',
  weight: 'By weight',
  free_above: 'Free above',
};

interface ShippingZonePanelProps {
  zone: ShippingZone;
  onEditZone: (zone: ShippingZone) => void;
  onRemoveZone: (zone: ShippingZone) => void;
  onEditMethod: (zoneId: string, method: ShippingMethod | null) => void;
  onRemoveMethod: (method: ShippingMethod) => void;
}

/** One zone: its countries, its methods and what each charges, with their actions. */
export function ShippingZonePanel({
  zone,
  onEditZone,
  onRemoveZone,
  onEditMethod,
  onRemoveMethod,
}: ShippingZonePanelProps) {
  const columns: TableColumn<ShippingMethod>[] = [
    {
      header: 'Method',
      cell: (method) => (
        <span>
          {method.name}
          {!method.active && <span className="ml-2 text-graphite-600">(not offered)</span>}
        </span>
      ),
      className: 'font-medium text-graphite-900',
    },
    { header: 'Kind', cell: (method) => KIND_LABELS[method.kind], width: 'w-28' },
    { header: 'Price', cell: describeShippingCharge, className: 'wrap-anywhere' },
    {
      header: 'Delivery',
      cell: (method) => deliveryEstimate(method.deliveryDaysMin, method.deliveryDaysMax),
      width: 'w-48',
    },
    {
      header: 'Action',
      width: 'w-44',
      cell: (method) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${method.name} (${zone.name})`}
            onClick={() => onEditMethod(zone.id, method)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={`Remove ${method.name} (${zone.name})`}
            onClick={() => onRemoveMethod(method)}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];
  return (
    <TitledPanel id={`zone-${zone.id}`} title={zone.name} tone="card">
      <p className="text-sm text-graphite-700">
        <span className="font-medium">Countries: </span>
        {zone.countries.map((code) => `${countryName(code)} (${code})`).join(', ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onEditMethod(zone.id, null)}
          aria-label={`Add method to ${zone.name}`}
        >
          Add method
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEditZone(zone)}
          aria-label={`Edit zone ${zone.name}`}
        >
          Edit zone
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => onRemoveZone(zone)}
          aria-label={`Remove zone ${zone.name}`}
        >
          Remove zone
        </Button>
      </div>
      <Table
        caption={`Methods of ${zone.name}`}
        captionHidden
        columns={columns}
        rows={zone.methods}
        rowKey={(method) => method.id}
        empty="No methods yet: buyers in these countries cannot choose a delivery."
      />
    </TitledPanel>
  );
}

import { formatCents, type Product, priceLadderRows, quantityRange } from '@partsmith/contracts';

/**
 * A part's quantity breaks as a small table ("1–49 $0.42 · 50–249 $0.36 · 250+ $0.31"); nothing for a part with
 * one price. `quantity` (the purchase page's) marks the row it falls in.
 */
export function PriceBreaksTable({ part, quantity }: { part: Product; quantity?: number | null }) {
  const rows = priceLadderRows(part);
  if (rows.length === 0) return null;
  const holds = (row: (typeof rows)[number]) =>
    quantity != null && quantity >= row.from && (row.to === null || quantity <= row.to);
  return (
    <table className="w-full max-w-sm overflow-hidden rounded-md border border-graphite-200 bg-white text-sm">
      <caption className="mb-1.5 text-left text-sm font-medium text-graphite-800">Quantity breaks</caption>
      <thead className="bg-graphite-50 text-graphite-600">
        <tr>
          <th scope="col" className="px-3 py-1.5 text-left font-medium">
            Quantity
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium">
            Price each
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const current = holds(row);
          return (
            <tr
              key={row.from}
              aria-current={current || undefined}
              className={`border-t border-graphite-100 ${current ? 'bg-accent-50 font-semibold text-accent-800' : 'text-graphite-800'}`}
            >
              <td className="px-3 py-1.5">{quantityRange(row)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatCents(row.unitPriceCents)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { Product } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';

interface StockCellProps {
  product: Product;
  /** Opens the restock form (the Edit dialog, stock first). */
  onRestock: (product: Product) => void;
}

/**
 * The stock of a part, flagged when it is below the part's minimum order quantity: nobody can order it then,
 * so the admin gets a Restock right there.
 */
export function StockCell({ product, onRestock }: StockCellProps) {
  // The server's answer to the quantity rules: can anyone order even the smallest order from what is in stock?
  if (product.orderable) return product.quantity;
  return (
    <span className="flex flex-col items-start gap-1 @4xl:items-end">
      <span>{product.quantity}</span>
      <span className="rounded bg-danger-50 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-danger-700">
        Cannot be ordered
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Restock ${product.name}`}
        onClick={() => onRestock(product)}
      >
        Restock
      </Button>
    </span>
  );
}

import { orderableRange, type Product, quantityRulesOf } from '@partsmith/contracts';
import { useState } from 'react';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';

/** The product page's quantity and Add to cart: starts at the smallest orderable quantity, steps a pack at a time. */
export function AddToCartForm({ part }: { part: Product }) {
  const rules = quantityRulesOf(part);
  const range = orderableRange(rules);
  const [quantity, setQuantity] = useState(range?.smallest ?? 0);
  const [valid, setValid] = useState(true);
  if (!range) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <QuantityStepper
        label="Quantity"
        rules={rules}
        value={quantity}
        onChange={setQuantity}
        onValidityChange={setValid}
      />
      {/* A quantity typed but not allowed is not quietly replaced by the last good one: nothing to add until fixed. */}
      <AddToCartButton part={part} quantity={quantity} size="lg" disabled={!valid} />
    </div>
  );
}

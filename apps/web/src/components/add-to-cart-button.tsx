import { orderableRange, type Product, quantityRulesOf } from '@partsmith/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppContext } from '../lib/use-app-context';
import { Button } from './ui/button';
import type { ButtonSize } from './ui/button-classes';

type CartPart = Pick<
  Product,
  'id' | 'name' | 'quantity' | 'minimumOrderQuantity' | 'packSize' | 'maximumPerOrder'
>;

interface AddToCartButtonProps {
  part: CartPart;
  /** Default: the smallest quantity the part can be ordered in (a card's one-press add). */
  quantity?: number;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
}

/**
 * Adds `quantity` of the part to the cart (a visitor's too); the server checks the sum against the part's rules and
 * a refusal is toasted in the rule's words, a success with a link to the cart. The work loads at the first press.
 */
export function AddToCartButton({ part, quantity: chosen, size, className, disabled }: AddToCartButtonProps) {
  const context = useAppContext();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const quantity = chosen ?? orderableRange(quantityRulesOf(part))?.smallest ?? 0;
  const add = async () => {
    setAdding(true);
    try {
      const { addToCart } = await import('../lib/add-to-cart');
      await addToCart(context, {
        input: { productId: part.id, quantity },
        name: part.name,
        openCart: () => void navigate({ to: '/cart' }),
      });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      loading={adding}
      disabled={disabled}
      aria-label={`Add to cart: ${part.name}`}
      onClick={add}
    >
      Add to cart
    </Button>
  );
}

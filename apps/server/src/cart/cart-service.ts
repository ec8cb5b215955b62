import type { Services } from '@partsmith/contracts/router';
import type { CartDependencies } from '../service-dependencies';
import { addQuickOrder } from './add-quick-order';
import { addToCart } from './add-to-cart';
import { countCartItems } from './count-cart-items';
import { orderAgain } from './order-again';
import { previewQuickOrder } from './preview-quick-order';
import { removeCartLine } from './remove-cart-line';
import { setCartQuantity } from './set-cart-quantity';
import { viewCart } from './view-cart';

/** The cart's use cases bound to their dependencies; the sign-in merge is bound in app.ts for the session control. */
export function createCartService({ db, now }: CartDependencies): Pick<Services, 'cart'> {
  return {
    cart: {
      view: ({ owner }) => viewCart({ db, owner }),
      count: ({ owner }) => countCartItems({ db, owner }),
      add: ({ owner, input }) => addToCart({ db, now, owner, input }),
      setQuantity: ({ owner, input }) => setCartQuantity({ db, now, owner, input }),
      remove: ({ owner, input }) => removeCartLine({ db, now, owner, input }),
      previewQuickOrder: ({ owner, input }) => previewQuickOrder({ db, owner, input }),
      addQuickOrder: ({ owner, input }) => addQuickOrder({ db, now, owner, input }),
      orderAgain: ({ userId, input }) => orderAgain({ db, now, userId, orderId: input.orderId }),
    },
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCents,
  lineTotalCents,
  MESSAGES,
  type Order,
  orderQuantityProblem,
  type Product,
  parseOrderQuantity,
  type User,
  ZPlaceOrderInput,
} from '@partsmith/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { QuantityInput } from './quantity-input';
import { usePlaceOrder } from './use-place-order';

const ZContact = ZPlaceOrderInput.pick({ phone: true, address: true });

interface OrderFormProps {
  part: Product;
  user: User;
  onPlaced: (order: Order) => void;
}

/**
 * Spec §2, §4, §5: quantity (starting at the minimum) with the spec's checks as toasts, name and email from the
 * account, phone and address to fill in. The server checks the quantity again and prices the order itself.
 */
export function OrderForm({ part, user, onPlaced }: OrderFormProps) {
  const minimum = part.minimumOrderQuantity;
  const [quantity, setQuantity] = useState(String(minimum));
  // Order Now stays disabled after a failed check until the quantity changes (spec §4).
  const [blocked, setBlocked] = useState(false);
  const form = useForm({ resolver: zodResolver(ZContact), defaultValues: { phone: '', address: '' } });
  const { place, pending } = usePlaceOrder((order) => {
    toast.success(MESSAGES.orderAdded);
    form.reset();
    setQuantity(String(minimum));
    onPlaced(order);
  });

  const check = (text: string) => {
    const problem = orderQuantityProblem(text, { minimum, available: part.quantity });
    if (problem) toast.error(problem);
    setBlocked(problem !== null);
    return problem === null;
  };
  const step = (delta: 1 | -1) => {
    const current = parseOrderQuantity(quantity);
    const next = String(current === null ? minimum : current + delta);
    setQuantity(next);
    check(next);
  };
  const count = parseOrderQuantity(quantity);
  // The quantity is checked even when phone or address is missing, so every problem shows at once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const quantityOk = check(quantity);
    void form.handleSubmit((contact) => {
      if (quantityOk && count !== null) place({ productId: part.id, quantity: count, ...contact });
    })(event);
  };

  const total = count !== null && count > 0 ? formatCents(lineTotalCents(part.priceCents, count)) : '—';
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="order-form"
      className="space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <h2 id="order-form" className="text-lg font-semibold text-graphite-900">
        Order this part
      </h2>
      <QuantityInput
        value={quantity}
        minimum={minimum}
        available={part.quantity}
        invalid={blocked}
        onChange={(text) => {
          setQuantity(text);
          setBlocked(false);
        }}
        onStep={step}
        onBlur={() => {
          // Checked when the shopper leaves the field; a value that already failed is not announced twice.
          if (!blocked) check(quantity);
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" value={user.name} readOnly />
        <Field label="Email" value={user.email} readOnly />
      </div>
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Field
        label="Address"
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="flex flex-col gap-4 border-t border-graphite-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-graphite-700">
          Total{' '}
          <output aria-live="polite" className="ml-1 text-2xl font-bold text-graphite-900">
            {total}
          </output>
        </p>
        <Button type="submit" size="lg" disabled={blocked} loading={pending}>
          Order Now
        </Button>
      </div>
    </form>
  );
}

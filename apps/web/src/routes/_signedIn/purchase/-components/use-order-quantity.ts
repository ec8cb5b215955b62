import {
  orderableRange,
  parseOrderQuantity,
  type QuantityRules,
  quantityProblem,
} from '@partsmith/contracts';
import { useState } from 'react';
import { toast } from 'sonner';

interface OrderQuantityOptions {
  start: number;
  rules: QuantityRules;
}

/**
 * The order quantity as typed, with the spec's checks as toasts (§4, §5). The − and + steps go a pack at a time
 * and never leave the orderable range; typed text can, and is refused with the rule's message until it changes.
 */
export function useOrderQuantity({ start, rules }: OrderQuantityOptions) {
  const [text, setText] = useState(String(start));
  // Order Now stays disabled after a failed check until the quantity changes (spec §4).
  const [blocked, setBlocked] = useState(false);
  const count = parseOrderQuantity(text);
  const valid = quantityProblem(text, rules) === null;
  const range = orderableRange(rules);

  const check = (value = text) => {
    const problem = quantityProblem(value, rules);
    if (problem) toast.error(problem);
    setBlocked(problem !== null);
    return problem === null;
  };
  const step = (delta: 1 | -1) => {
    if (!range) return;
    // Text that is no number starts again from the smallest order.
    const next =
      count === null
        ? range.smallest
        : Math.min(range.largest, Math.max(range.smallest, count + delta * rules.packSize));
    setText(String(next));
    setBlocked(false);
  };
  const change = (value: string) => {
    setText(value);
    setBlocked(false);
  };

  return { text, count, valid, blocked, check, step, change, range };
}

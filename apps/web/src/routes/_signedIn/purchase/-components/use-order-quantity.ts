import { orderQuantityProblem, parseOrderQuantity } from '@partsmith/contracts';
import { useState } from 'react';
import { toast } from 'sonner';

interface OrderQuantityOptions {
  start: number;
  minimum: number;
  available: number;
}

/**
 * The order quantity as typed, with the spec's checks as toasts (§4, §5). The − and + steps never leave
 * minimum…stock; typed text can, and is refused with the spec's message until it changes.
 */
export function useOrderQuantity({ start, minimum, available }: OrderQuantityOptions) {
  const [text, setText] = useState(String(start));
  // Order Now stays disabled after a failed check until the quantity changes (spec §4).
  const [blocked, setBlocked] = useState(false);
  const count = parseOrderQuantity(text);
  const valid = orderQuantityProblem(text, { minimum, available }) === null;

  const check = (value = text) => {
    const problem = orderQuantityProblem(value, { minimum, available });
    if (problem) toast.error(problem);
    setBlocked(problem !== null);
    return problem === null;
  };
  const step = (delta: 1 | -1) => {
    // Text that is no number starts again from the minimum.
    const next = count === null ? minimum : Math.min(available, Math.max(minimum, count + delta));
    setText(String(next));
    setBlocked(false);
  };
  const change = (value: string) => {
    setText(value);
    setBlocked(false);
  };

  return { text, count, valid, blocked, check, step, change };
}

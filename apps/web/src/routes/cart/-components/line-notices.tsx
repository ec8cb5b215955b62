import { type CartLine, formatCents, orderableRange, quantityRulesOf } from '@partsmith/contracts';

/** What changed since the line was added: taken off sale, a rule its quantity now breaks, the price. */
export function LineNotices({ line }: { line: CartLine }) {
  const notices: string[] = [];
  if (line.removed) notices.push('This part is no longer on sale: remove it from your cart.');
  else if (!orderableRange(quantityRulesOf({ ...line, quantity: line.stock })))
    notices.push('Out of stock for now: it stays in your cart until it is back.');
  else if (line.problem) notices.push(`${line.problem}: change the quantity to order it.`);
  if (line.priceChange)
    notices.push(
      `The price changed from ${formatCents(line.priceChange.fromCents)} to ${formatCents(line.priceChange.toCents)} since you added it.`,
    );
  if (notices.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-danger-700">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}

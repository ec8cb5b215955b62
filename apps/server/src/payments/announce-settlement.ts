import type { Mailer } from '../mail/mailer';
import { orderPaidMail, orderRefundedMail } from '../orders/order-mails';
import type { BackgroundTasks } from '../shared/background-tasks';
import type { Settlement } from './settle-payment';

/** The customer's mail, once, by whichever path (confirm, webhook, test card) actually paid or refunded. */
export function announceSettlement(
  { mailer, background }: { mailer: Mailer; background: BackgroundTasks },
  settlement: Settlement,
): void {
  if (!settlement.changed) return;
  const { order } = settlement;
  const mail =
    settlement.outcome === 'paid' ? orderPaidMail(order) : orderRefundedMail(order, settlement.reason);
  background.run(`order ${settlement.outcome} mail`, () => mailer.send(mail));
}

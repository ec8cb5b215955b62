import type { OrderChange } from '@partsmith/contracts';
import type { Mailer } from '../mail/mailer';
import { orderPaidMail } from '../orders/order-mails';
import type { BackgroundTasks } from '../shared/background-tasks';

/** The order confirmation mail, once, by whichever path (confirm, webhook, test card) actually marked it paid. */
export function announcePaid(
  { mailer, background }: { mailer: Mailer; background: BackgroundTasks },
  { order, changed }: OrderChange,
): void {
  if (changed) background.run('order confirmation mail', () => mailer.send(orderPaidMail(order)));
}

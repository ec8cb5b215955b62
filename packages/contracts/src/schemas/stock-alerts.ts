import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZEmail } from './accounts';
import { ZProductId } from './catalog';

/** "Email me when it is back" for one part (decision 0058). */
export const ZStockAlertProductInput = z.object({ productId: ZProductId });
export type StockAlertProductInput = z.infer<typeof ZStockAlertProductInput>;

/** A signed-in buyer's address is the account's (email is ignored); a visitor gives one and confirms it. */
export const ZStockAlertSubscribeInput = z.object({ productId: ZProductId, email: ZEmail.optional() });
export type StockAlertSubscribeInput = z.infer<typeof ZStockAlertSubscribeInput>;

/** Whether the signed-in buyer will be mailed when the part is back (false for visitors: nothing is disclosed). */
export const ZStockAlertState = z.object({ subscribed: z.boolean() });
export type StockAlertState = z.infer<typeof ZStockAlertState>;

/**
 * `subscribed`: a signed-in buyer is on the list. `checkEmail`: a visitor's address gets a confirmation link (the
 * same answer whether or not that address was already on the list, so nobody learns who subscribed).
 */
export const ZStockAlertSubscribeResult = z.object({ status: z.enum(['subscribed', 'checkEmail']) });
export type StockAlertSubscribeResult = z.infer<typeof ZStockAlertSubscribeResult>;

/** The token of a mailed confirmation or unsubscribe link. */
export const ZStockAlertTokenInput = z.object({
  token: z
    .string({ error: MESSAGES.stockAlertLinkInvalid })
    .trim()
    .min(1, MESSAGES.stockAlertLinkInvalid)
    .max(300, MESSAGES.stockAlertLinkInvalid),
});
export type StockAlertTokenInput = z.infer<typeof ZStockAlertTokenInput>;

export const ZStockAlertConfirmed = z.object({ productId: z.string(), productName: z.string() });
export type StockAlertConfirmed = z.infer<typeof ZStockAlertConfirmed>;

/** The address the link was for, and how many of its waiting alerts ended (0 when they already had). */
export const ZStockAlertUnsubscribed = z.object({ email: z.string(), cancelled: z.number().int() });
export type StockAlertUnsubscribed = z.infer<typeof ZStockAlertUnsubscribed>;

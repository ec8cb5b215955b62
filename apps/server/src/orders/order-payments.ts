/**
 * What orders need from payments, handed in by whoever wires the services: orders never import payments
 * (payments import orders), so there is no cycle.
 */
export interface OrderPayments {
  /** True while the intent is processing or has succeeded: the order must then wait for that payment's outcome. */
  isUnderway(paymentIntentId: string): Promise<boolean>;
  /** After the order's cancellation committed: its intent is cancelled too, so an open payment page cannot charge. */
  voidIntent(paymentIntentId: string): void;
}

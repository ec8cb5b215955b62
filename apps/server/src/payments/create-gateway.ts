import type { Database } from '@partsmith/db';
import type { Config } from '../config';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestModeGateway } from './test-mode-gateway';

/** Stripe when configured; test mode otherwise, except in production, where there are then no card payments. */
export function createPaymentGateway(
  config: Pick<Config, 'stripe' | 'production'>,
  db: Database,
): PaymentGateway | null {
  if (config.stripe) return createStripeGateway(config.stripe);
  return config.production ? null : createTestModeGateway(db);
}

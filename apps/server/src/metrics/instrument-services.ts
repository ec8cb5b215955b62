import { AppError } from '@partsmith/contracts';
import type { Services } from '@partsmith/contracts/router';
import type { ServiceMetrics } from './create-metrics';

const outcomeOf = (error: unknown) => (error instanceof AppError ? error.code.toLowerCase() : 'error');

/** Counts what the order and payment use cases report to their callers, tRPC and REST alike. */
export function instrumentServices(services: Services, metrics: ServiceMetrics): Services {
  const { orders, payments } = services;
  const count = <T>(
    call: Parameters<ServiceMetrics['payment']>[0],
    work: Promise<T>,
    outcome: (value: T) => string,
  ) =>
    work.then(
      (value) => {
        metrics.payment(call, outcome(value));
        return value;
      },
      (error: unknown) => {
        metrics.payment(call, outcomeOf(error));
        throw error;
      },
    );
  return {
    ...services,
    orders: {
      ...orders,
      place: async (options) => {
        const order = await orders.place(options);
        metrics.orderPlaced();
        return order;
      },
    },
    payments: {
      ...payments,
      createIntent: (options) => count('create_intent', payments.createIntent(options), () => 'succeeded'),
      confirm: (options) =>
        count('confirm', payments.confirm(options), (change) => (change.changed ? 'succeeded' : 'unchanged')),
      payWithTestCard: (input) =>
        count('test_card', payments.payWithTestCard(input), (answer) => answer.status),
    },
  };
}

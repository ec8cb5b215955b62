/** What the services layer reports; the HTTP and database figures are gathered around it. */
export interface ServiceMetrics {
  orderPlaced(): void;
  /** `call`: which payment step; `outcome`: succeeded, unchanged, an error code in lower case, or error. */
  payment(call: 'create_intent' | 'confirm' | 'test_card', outcome: string): void;
}

export interface MetricsSources {
  /** Requests being answered right now. */
  inFlight(): number;
  /** This process's database connections by state (Postgres only; null where it cannot be known). */
  connections(): Promise<Record<string, number> | null>;
}

/**
 * One registry per app (tests build many): Node's defaults (event-loop lag, heap, GC, handles), request
 * durations by route pattern, orders placed, payments by outcome, requests in flight and pool connections.
 * prom-client is imported here, only when metrics are on, so a shop without them does not load it at start.
 */
export async function createMetrics(sources: MetricsSources) {
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'partsmith_orders_placed_total',
    help: 'Orders placed (stock reserved)',
    registers,
  });
  const payments = new Counter({
    name: 'partsmith_payments_total',
    help: 'Payment calls by step and outcome',
    labelNames: ['call', 'outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered',
    registers,
    collect() {
      this.set(sources.inFlight());
    },
  });
  new Gauge({
    name: 'partsmith_db_pool_connections',
    help: "This process's database connections by state as Postgres reports them (active = in use), besides the one asking",
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const byState = await sources.connections();
      if (!byState) return;
      // The two states a dashboard plots are always present, at 0 when Postgres lists none.
      for (const [state, count] of Object.entries({ active: 0, idle: 0, ...byState }))
        this.set({ state }, count);
    },
  });
  const service: ServiceMetrics = {
    orderPlaced: () => ordersPlaced.inc(),
    payment: (call, outcome) => payments.inc({ call, outcome }),
  };
  return { registry, requestDuration, service };
}

export type Metrics = Awaited<ReturnType<typeof createMetrics>>;

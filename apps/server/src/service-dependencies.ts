import type { Database } from '@partsmith/db';
import type { SessionCache } from './accounts/sessions/session-cache';
import type { CatalogueReadModel } from './catalog/catalogue-read-model';
import type { JobRunner } from './jobs/start-job-queue';
import type { OrderPayments } from './orders/order-payments';
import type { ReservationRules } from './orders/place-order';
import type { PaymentGateway } from './payments/payment-gateway';

/** Everything the services are built from; each domain's binder takes only the part it names below. */
export interface ServiceDependencies {
  db: Database;
  /** The public catalogue in memory, one copy per version (catalog/catalogue-read-model.ts). */
  catalogue: CatalogueReadModel;
  now: () => Date;
  /** Mails and gateway calls are queued here, in the transaction of the change that causes them. */
  jobs: JobRunner;
  publicUrl: string;
  googleSignIn: boolean;
  /** SHOP_EMAIL: where contact form messages are mailed. */
  shopEmail: string | undefined;
  /** Null when card payments are off (production without Stripe). */
  gateway: PaymentGateway | null;
  /** Validated sessions in memory: account changes made here forget theirs at once. */
  sessionCache: SessionCache;
  /** What unpaid orders may hold: for how long, and how much per customer. */
  reservations: ReservationRules;
  /** SHOP_COUNTRY: the shop's own country, ISO 3166-1 alpha-2. */
  shopCountry: string;
  /** RETURN_WINDOW_DAYS: how long after shipping a customer may ask for a return (decision 0068). */
  returnWindowDays: number;
}

export type CatalogDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'catalogue' | 'jobs'>;
export type AddressesDependencies = Pick<ServiceDependencies, 'db'>;
export type CartDependencies = Pick<ServiceDependencies, 'db' | 'now'>;
export type CheckoutDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'reservations'>;
export type ReviewsDependencies = Pick<ServiceDependencies, 'db' | 'now'>;
export type AccountsDependencies = Pick<
  ServiceDependencies,
  'db' | 'now' | 'jobs' | 'publicUrl' | 'googleSignIn' | 'sessionCache'
>;
/** Orders reach payments only through `payments`, handed in by the assembler: orders never import payments. */
export type OrdersDependencies = Pick<
  ServiceDependencies,
  'db' | 'now' | 'jobs' | 'reservations' | 'publicUrl'
> & {
  payments: OrderPayments;
};
export type PaymentsDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'jobs' | 'gateway' | 'publicUrl'>;
export type ImagesDependencies = Pick<ServiceDependencies, 'db'>;
export type ContactDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'jobs' | 'shopEmail'>;
export type AuditDependencies = Pick<ServiceDependencies, 'db'>;
export type JobsDependencies = Pick<ServiceDependencies, 'db' | 'jobs'>;
export type ShippingDependencies = Pick<ServiceDependencies, 'db' | 'shopCountry'>;
export type TaxDependencies = Pick<ServiceDependencies, 'db'>;
export type CategoriesDependencies = Pick<ServiceDependencies, 'db'>;
export type StockAlertsDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'jobs' | 'publicUrl'>;
export type PicturesDependencies = Pick<ServiceDependencies, 'db'>;
/** Returns refund through `payments`, handed in by the assembler as for orders. */
export type ReturnsDependencies = Pick<
  ServiceDependencies,
  'db' | 'now' | 'jobs' | 'publicUrl' | 'returnWindowDays'
> & {
  payments: OrderPayments;
};
export type ShipmentsDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'jobs' | 'publicUrl'>;
export type ReportsDependencies = Pick<ServiceDependencies, 'db' | 'now' | 'catalogue'>;
export type ImportsDependencies = Pick<ServiceDependencies, 'db' | 'jobs'>;

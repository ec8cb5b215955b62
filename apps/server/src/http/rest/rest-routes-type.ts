import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogueReadModel } from '../../catalog/catalogue-read-model';
import type { ShopIdentity } from '../../orders/invoice/invoice-content';
import type { CreateRequestContext } from '../request-context';

export interface RestOptions {
  createContext: CreateRequestContext;
  publicUrl: string;
  /** `GET /api/products` is answered from it directly, without a caller. */
  catalogue: CatalogueReadModel;
  /** The seller printed on invoices. */
  shop: ShopIdentity;
}

type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RestRoutes = (app: TypedApp, options: RestOptions) => Promise<void>;

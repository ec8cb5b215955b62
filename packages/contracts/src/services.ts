import type { Product } from './schemas/catalog';
import type { Review } from './schemas/reviews';

/**
 * What the routers may ask of the server. The server implements these over the database; the routers never see
 * how, so this package stays free of database, Stripe and Node-only code.
 */
export interface CatalogService {
  listProducts(): Promise<Product[]>;
  latestProducts(options: { limit: number }): Promise<Product[]>;
  getProduct(options: { id: string }): Promise<Product>;
}

export interface ReviewsService {
  listReviews(): Promise<Review[]>;
}

export interface Services {
  catalog: CatalogService;
  reviews: ReviewsService;
}

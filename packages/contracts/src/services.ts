import type {
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  SignInProviders,
  User,
} from './schemas/accounts';
import type { Product } from './schemas/catalog';
import type { Profile, ProfileFields, ProfileUpdate } from './schemas/profile';
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

export interface AccountsService {
  /** Creates a customer account; CONFLICT when the email is taken. */
  register(input: RegisterInput): Promise<User>;
  /** The account these credentials open; UNAUTHORIZED, with one message whatever was wrong. */
  verifyCredentials(input: LoginInput): Promise<User>;
  signInProviders(): SignInProviders;
  /** Mails a single-use link when the email has an account; says nothing either way. */
  requestPasswordReset(input: PasswordResetRequestInput): Promise<void>;
  /** Sets the new password and ends every session of that account. */
  resetPassword(input: PasswordResetInput): Promise<void>;
  getProfile(options: { userId: string }): Promise<Profile>;
  updateProfile(options: { userId: string; fields: ProfileFields }): Promise<ProfileUpdate>;
  isAdmin(options: { email: string }): Promise<boolean>;
}

export interface Services {
  catalog: CatalogService;
  reviews: ReviewsService;
  accounts: AccountsService;
}

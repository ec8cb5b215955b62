import type { AccountingInput, AccountingPage } from './schemas/accounting';
import type {
  EmailVerificationInput,
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  SignInProviders,
  User,
} from './schemas/accounts';
import type { AddressFields, AddressUpdate, SavedAddress } from './schemas/addresses';
import type {
  AdminAttribute,
  AdminCategory,
  AdminCategoryTree,
  AttributeCreate,
  AttributeRename,
  AttributesReorder,
  CategoryCreate,
  CategoryMove,
  CategoryRename,
} from './schemas/admin-categories';
import type {
  CategoryFields,
  ProductCreate,
  ProductSpecificationValues,
  ProductUpdate,
} from './schemas/admin-products';
import type { AdminUser, Changed, UserListInput } from './schemas/admin-users';
import type { AuditEntry } from './schemas/audit';
import type {
  Cart,
  CartCount,
  CartLineInput,
  CartLineTarget,
  OrderAgainAnswer,
  OrderAgainInput,
} from './schemas/cart';
import type { Product } from './schemas/catalog';
import type { CatalogueExportInput, CatalogueExportPage, CatalogueFilter } from './schemas/catalogue-export';
import type {
  CatalogueImportConfirmInput,
  CatalogueImportPreview,
  CatalogueImportPreviewInput,
  CatalogueImportResult,
} from './schemas/catalogue-import';
import type {
  CataloguePage,
  CatalogueSearchInput,
  PartSuggestions,
  PartSuggestionsInput,
} from './schemas/catalogue-search';
import type {
  CategoryPage,
  CategoryPageQuery,
  CategoryTree,
  ProductSpecifications,
} from './schemas/categories';
import type { CheckoutInput, CheckoutQuote, CheckoutQuoteInput } from './schemas/checkout';
import type { ContactInput, ContactMessage, ContactMessageListInput } from './schemas/contact';
import type { ImageSource, StoredImage } from './schemas/images';
import type { FailedJob } from './schemas/jobs';
import type {
  AllOrdersInput,
  Order,
  OrderChange,
  OrderDetail,
  OrderPage,
  PlaceOrderInput,
} from './schemas/orders';
import type { SalesOverview } from './schemas/overview';
import type { KeysetInput, KeysetPage, Page, PageInput } from './schemas/pagination';
import type {
  ConfirmPaymentInput,
  PaymentIntentAnswer,
  TestCardPaymentAnswer,
  TestCardPaymentInput,
} from './schemas/payments';
import type {
  AttachedPicture,
  PictureMatch,
  PictureMatchInput,
  PictureUploadInput,
} from './schemas/pictures';
import type { Profile, ProfileContact, ProfileFields, ProfileUpdate } from './schemas/profile';
import type { QuickOrderInput, QuickOrderPreview, QuickOrderResult } from './schemas/quick-order';
import type {
  AdminReturnsInput,
  OrderReturns,
  Return,
  ReturnPage,
  ReturnRequestInput,
} from './schemas/returns';
import type { AdminReview, OwnReview, Review, ReviewCreate, ReviewVisibilityInput } from './schemas/reviews';
import type { OrderShipments, PackingSlip, ShipmentCreateInput } from './schemas/shipments';
import type {
  ShippingMethod,
  ShippingMethodCreate,
  ShippingMethodUpdate,
  ShippingOptions,
  ShippingOptionsInput,
  ShippingZone,
  ShippingZoneCreate,
  ShippingZoneUpdate,
  ShopSettings,
} from './schemas/shipping';
import type {
  StockAlertConfirmed,
  StockAlertState,
  StockAlertSubscribeInput,
  StockAlertSubscribeResult,
  StockAlertTokenInput,
  StockAlertUnsubscribed,
} from './schemas/stock-alerts';
import type { TaxRate, TaxRateCreate, TaxRateUpdate } from './schemas/tax';

/**
 * What the routers may ask of the server. The server implements these over the database; the routers never see
 * how, so this package stays free of database, Stripe and Node-only code.
 */
export interface CatalogService {
  listProducts(): Promise<Product[]>;
  latestProducts(options: { limit: number }): Promise<Product[]>;
  getProduct(options: { id: string }): Promise<Product>;
  /** BAD_REQUEST for a cursor it did not make for this sort. */
  searchCatalogue(input: CatalogueSearchInput): Promise<CataloguePage>;
  suggestParts(input: PartSuggestionsInput): Promise<PartSuggestions>;
  /** The category menu. */
  categoryTree(): Promise<CategoryTree>;
  /** NOT_FOUND for an unknown category; BAD_REQUEST naming a filter the category has not. */
  categoryPage(input: CategoryPageQuery): Promise<CategoryPage>;
  /** NOT_FOUND when the part is not on sale. */
  productSpecifications(options: { id: string }): Promise<ProductSpecifications>;
}

export interface ReviewsService {
  /** The reviews on show: hidden ones left out. */
  listReviews(): Promise<Review[]>;
  /**
   * The caller's one review: created, or edited when they have one (hidden stays hidden); FORBIDDEN without a
   * paid or shipped order.
   */
  saveReview(options: { userId: string; input: ReviewCreate }): Promise<{ id: string }>;
  ownReview(options: { userId: string }): Promise<OwnReview>;
}

/** The admin's moderation of reviews; every change is audited under `actorId`. */
export interface ReviewsAdminService {
  /** Newest first, hidden ones included. */
  listReviews(input: PageInput): Promise<Page<AdminReview>>;
  /** NOT_FOUND for an unknown review; hiding a hidden one (or showing a shown one) changes nothing. */
  setHidden(options: { actorId: string; input: ReviewVisibilityInput }): Promise<AdminReview>;
  /** Removes it for good (the audit entry keeps what it said); the customer may then write a new one. */
  deleteReview(options: { actorId: string; id: string }): Promise<void>;
}

/** The admin's user management; every change is audited under `actorId`. */
export interface UsersAdminService {
  listUsers(input: UserListInput): Promise<KeysetPage<AdminUser>>;
  /** NOT_FOUND for an unknown or removed email. */
  makeAdmin(options: { actorId: string; email: string }): Promise<Changed>;
  /** Back to customer; CONFLICT for oneself or the last admin, NOT_FOUND for an unknown or removed account. */
  revokeAdmin(options: { actorId: string; id: string }): Promise<Changed>;
  /** Tax-exempt or not (changed: false when it already was); NOT_FOUND for an unknown or removed account. */
  setTaxExempt(options: { actorId: string; id: string; taxExempt: boolean }): Promise<Changed>;
  /** Soft delete that ends every session; CONFLICT for oneself or the last admin. */
  removeUser(options: { actorId: string; id: string }): Promise<void>;
}

/** The admin's catalogue; prices in cents; every change is audited under `actorId`. */
export interface ProductsAdminService {
  createProduct(options: { actorId: string; input: ProductCreate }): Promise<{ id: string }>;
  updateProduct(options: { actorId: string; input: ProductUpdate }): Promise<Product>;
  /** Soft delete: orders keep their snapshot of the product. */
  deleteProduct(options: { actorId: string; id: string }): Promise<void>;
  /** Every category with its lineage's attributes and the choices in use (decision 0064). */
  categoryFields(): Promise<CategoryFields>;
  /** NOT_FOUND for a part not on sale. */
  specificationValues(options: { id: string }): Promise<ProductSpecificationValues>;
  /** Every part on sale, a page at a time, as the catalogue export writes it (decision 0062). */
  exportCatalogue(options: CatalogueExportInput): Promise<CatalogueExportPage>;
  /** The ids of the parts on sale the All Products filters keep (the export's own condition). */
  filteredIds(options: CatalogueFilter): Promise<string[]>;
}

export interface ImagesService {
  /** Checks, re-encodes to WebP (with smaller copies) and stores an upload. */
  storeImage(options: { source: ImageSource }): Promise<StoredImage>;
}

export interface ContactService {
  /** Stores the message and mails it to the shop (when SHOP_EMAIL is set) after the answer. */
  sendMessage(input: ContactInput): Promise<void>;
  listMessages(input: ContactMessageListInput): Promise<Page<ContactMessage>>;
  markHandled(options: { id: string }): Promise<ContactMessage>;
}

export interface AuditService {
  listEntries(input: PageInput): Promise<Page<AuditEntry>>;
}

/** Durable work (mails, gateway calls) that used up its retries. */
export interface JobsAdminService {
  /** Newest first. */
  listFailed(input: PageInput): Promise<Page<FailedJob>>;
  /** Puts the job back in its queue with fresh retries, audited under `actorId`; NOT_FOUND when it is not failed. */
  retryFailed(options: { actorId: string; id: string }): Promise<FailedJob>;
}

export interface AccountsService {
  /** Creates a customer account and mails it a verification link; CONFLICT when the email is taken. */
  register(input: RegisterInput): Promise<User>;
  /** The account these credentials open; UNAUTHORIZED, with one message whatever was wrong. */
  verifyCredentials(input: LoginInput): Promise<User>;
  signInProviders(): SignInProviders;
  /** Mails a single-use link when the email has an account; says nothing either way. */
  requestPasswordReset(input: PasswordResetRequestInput): Promise<void>;
  /** Sets the new password and ends every session of that account. */
  resetPassword(input: PasswordResetInput): Promise<void>;
  /** Spends a verification link once, within 24 hours, for the account it was sent for; else BAD_REQUEST. */
  verifyEmail(options: { userId: string; input: EmailVerificationInput }): Promise<void>;
  /** A new verification link to the user's own email; CONFLICT when it is verified already. */
  resendEmailVerification(options: { userId: string }): Promise<void>;
  getProfile(options: { userId: string }): Promise<Profile>;
  updateProfile(options: { userId: string; fields: ProfileFields }): Promise<ProfileUpdate>;
  /** Only the phone and address, whatever the rest of the profile holds; answers the profile as saved. */
  updateContact(options: { userId: string; contact: ProfileContact }): Promise<Profile>;
  isAdmin(options: { email: string }): Promise<boolean>;
}

/** Orders on behalf of `userId`: a customer's own orders only; NOT_FOUND for anyone else's. */
export interface OrdersService {
  /** Reserves the stock and creates an unpaid order priced by the server; one order per idempotency key. */
  place(options: { userId: string; input: PlaceOrderInput }): Promise<Order>;
  /** My Orders: one keyset page of the caller's orders, newest first; cancelled ones too unless `hideCancelled`. */
  listOwn(options: { userId: string; page: KeysetInput; hideCancelled: boolean }): Promise<OrderPage>;
  /** Own order, or any order when `asAdmin`. */
  get(options: { userId: string; id: string; asAdmin: boolean }): Promise<Order>;
  /** The same order as `get`, with its timeline. */
  detail(options: { userId: string; id: string; asAdmin: boolean }): Promise<OrderDetail>;
  /** Own unpaid order → cancelled, stock back; CONFLICT once paid or while its payment is in progress. */
  cancel(options: { userId: string; id: string }): Promise<OrderChange>;
  /** The legacy My Orders cancel: the caller's oldest unpaid order, if any. */
  cancelOldestUnpaid(options: { userId: string }): Promise<OrderChange | null>;
  listAll(options: AllOrdersInput): Promise<OrderPage>;
  /** Admin: paid orders placed in a range of days, oldest first, with their lines (decision 0061). */
  forAccounting(options: AccountingInput): Promise<AccountingPage>;
  /** Admin: everything left of a paid or partly shipped order in one parcel without tracking → shipped (0067). */
  ship(options: { actorId: string; id: string }): Promise<OrderChange>;
  /** Admin: unpaid → cancelled, stock back, audited (history is never hard-deleted). */
  delete(options: { actorId: string; id: string }): Promise<OrderChange>;
  /** Admin: paid, unshipped → refunded through the gateway, stock back, audited, the customer mailed. */
  refund(options: { actorId: string; id: string }): Promise<OrderChange>;
}

export interface PaymentsService {
  /** A PaymentIntent for the caller's own unpaid order (default: the oldest), for exactly its total. */
  createIntent(options: { userId: string; orderId: string | undefined }): Promise<PaymentIntentAnswer>;
  /**
   * Marks the order paid only if the provider says the intent succeeded for this order and amount; a payment for
   * an order that is no longer payable is refunded, and answered CONFLICT.
   */
  confirm(options: { userId: string; input: ConfirmPaymentInput }): Promise<OrderChange>;
  /** Test mode's stand-in for Stripe's confirm call; NOT_FOUND when Stripe is configured. */
  payWithTestCard(input: TestCardPaymentInput): Promise<TestCardPaymentAnswer>;
}

/**
 * Whose cart: a signed-in customer's, or a visitor's browser by the random token its cookie carries (the server
 * keeps only the token's hash).
 */
export type CartOwner = { userId: string } | { guestToken: string };

/**
 * The cart (DESIGN §10, decision 0047). Every write is one transaction and answers the cart as it left it; a
 * quantity that breaks the part's rules is refused with the rule's words, never changed silently. `owner` null: a
 * visitor with no cart yet.
 */
export interface CartService {
  /** The lines at today's prices, with what changed since they were added; the merge notice once. */
  view(options: { owner: CartOwner | null }): Promise<Cart>;
  count(options: { owner: CartOwner | null }): Promise<CartCount>;
  /** Adds to the part's line (quantities add up); the sum must pass the rules. */
  add(options: { owner: CartOwner; input: CartLineInput }): Promise<Cart>;
  /** NOT_FOUND when the part is not in the cart. */
  setQuantity(options: { owner: CartOwner | null; input: CartLineInput }): Promise<Cart>;
  /** NOT_FOUND when the part is not in the cart. */
  remove(options: { owner: CartOwner | null; input: CartLineTarget }): Promise<Cart>;
  /** Each row of a quick order checked as an add would check it; nothing is written. BAD_REQUEST for a text refused whole. */
  previewQuickOrder(options: { owner: CartOwner | null; input: QuickOrderInput }): Promise<QuickOrderPreview>;
  /** Adds the rows that pass, re-checked in one transaction; BAD_REQUEST, nothing written, when none does. */
  addQuickOrder(options: { owner: CartOwner; input: QuickOrderInput }): Promise<QuickOrderResult>;
  /**
   * Adds every line of the customer's own order, each at the nearest quantity its part allows today, in one
   * transaction; says which lines changed or could not go in. NOT_FOUND for another's order.
   */
  orderAgain(options: { userId: string; input: OrderAgainInput }): Promise<OrderAgainAnswer>;
}

/** The cart becomes an order (DESIGN §10, decision 0052); a signed-in customer's own cart only. */
export interface CheckoutService {
  /** NOT_FOUND for an address not in the customer's book. */
  quote(options: { userId: string; input: CheckoutQuoteInput }): Promise<CheckoutQuote>;
  /**
   * One unpaid order of every cart line, or nothing: CONFLICT naming the line that cannot be ordered, or with the
   * new total when it differs from the one the buyer saw. A repeat with the same key answers the same order.
   */
  place(options: { userId: string; input: CheckoutInput }): Promise<Order>;
}

/**
 * A customer's address book (My Profile, checkout; decision 0053). Only the owner's addresses exist for them:
 * another customer's id is NOT_FOUND. A book that holds addresses has exactly one default. Each write is one
 * transaction.
 */
export interface AddressesService {
  /** The default first, then oldest first. */
  list(options: { userId: string }): Promise<SavedAddress[]>;
  /** The first address becomes the default; CONFLICT past ADDRESSES_MAX. */
  create(options: { userId: string; input: AddressFields }): Promise<SavedAddress>;
  /** `isDefault` true moves the default here; false keeps it where it is. */
  update(options: { userId: string; input: AddressUpdate }): Promise<SavedAddress>;
  /** Deleting the default makes the oldest address left the default. */
  delete(options: { userId: string; id: string }): Promise<void>;
  setDefault(options: { userId: string; id: string }): Promise<SavedAddress>;
}

/** A buyer's shipping choices (public: guests check out too). */
export interface ShippingService {
  /** BAD_REQUEST "We don't ship to X yet" when no zone holds the country. */
  options(input: ShippingOptionsInput): Promise<ShippingOptions>;
  shopSettings(): ShopSettings;
}

/** The admin's shipping zones and methods; every change is audited under `actorId`, in its transaction. */
export interface ShippingAdminService {
  /** Every zone by position, with its methods (inactive ones too). */
  listZones(): Promise<ShippingZone[]>;
  /** CONFLICT when one of its countries is already in another zone. */
  createZone(options: { actorId: string; input: ShippingZoneCreate }): Promise<ShippingZone>;
  updateZone(options: { actorId: string; input: ShippingZoneUpdate }): Promise<ShippingZone>;
  /** The zone and its methods. */
  deleteZone(options: { actorId: string; id: string }): Promise<void>;
  createMethod(options: { actorId: string; input: ShippingMethodCreate }): Promise<ShippingMethod>;
  updateMethod(options: { actorId: string; input: ShippingMethodUpdate }): Promise<ShippingMethod>;
  deleteMethod(options: { actorId: string; id: string }): Promise<void>;
}

/** The admin's categories and attributes; every change is audited under `actorId` and bumps the catalogue version. */
export interface CategoriesAdminService {
  listCategories(): Promise<AdminCategoryTree>;
  /** CONFLICT when the slug is taken; BAD_REQUEST when the parent is itself a sub-category. */
  createCategory(options: { actorId: string; input: CategoryCreate }): Promise<AdminCategory>;
  renameCategory(options: { actorId: string; input: CategoryRename }): Promise<AdminCategory>;
  /** Refused when it would make a third level, clash an attribute key, or orphan its parts' values. */
  moveCategory(options: { actorId: string; input: CategoryMove }): Promise<AdminCategory>;
  /** CONFLICT while parts on sale or sub-categories are in it; its attributes go with it. */
  removeCategory(options: { actorId: string; id: string }): Promise<void>;
  /** CONFLICT when the key is used along the category's line (its parent, itself, its sub-categories). */
  addAttribute(options: { actorId: string; input: AttributeCreate }): Promise<AdminAttribute>;
  renameAttribute(options: { actorId: string; input: AttributeRename }): Promise<AdminAttribute>;
  reorderAttributes(options: { actorId: string; input: AttributesReorder }): Promise<void>;
  /** CONFLICT while parts on sale have a value for it. */
  removeAttribute(options: { actorId: string; id: string }): Promise<void>;
}

/** The admin's tax rates; every change is audited under `actorId`, in its transaction. */
export interface TaxAdminService {
  /** By country, then region (country-wide first), then name. */
  listRates(): Promise<TaxRate[]>;
  /** CONFLICT when the country and region already have a rate of that name. */
  createRate(options: { actorId: string; input: TaxRateCreate }): Promise<TaxRate>;
  updateRate(options: { actorId: string; input: TaxRateUpdate }): Promise<TaxRate>;
  deleteRate(options: { actorId: string; id: string }): Promise<void>;
}

/** The admin's figures, read from the summaries the database keeps (decision 0069). */
export interface ReportsService {
  salesOverview(): Promise<SalesOverview>;
}

/** "Email me when it is back" (decision 0058). */
export interface StockAlertsService {
  state(options: { userId: string; productId: string }): Promise<StockAlertState>;
  /** `userId` null: a visitor, who must give an email and confirm it. */
  subscribe(options: {
    userId: string | null;
    input: StockAlertSubscribeInput;
  }): Promise<StockAlertSubscribeResult>;
  cancel(options: { userId: string; productId: string }): Promise<StockAlertState>;
  confirm(input: StockAlertTokenInput): Promise<StockAlertConfirmed>;
  unsubscribe(input: StockAlertTokenInput): Promise<StockAlertUnsubscribed>;
}

/** Pictures attached in bulk by file name (decision 0071); every picture set is audited under `actorId`. */
export interface PicturesAdminService {
  /** The parts on sale among these part numbers (any case). */
  matchParts(input: PictureMatchInput): Promise<PictureMatch>;
  /** Checks and stores the upload as the part's picture, in one transaction; NOT_FOUND for no such part on sale. */
  attachPicture(options: { actorId: string } & PictureUploadInput): Promise<AttachedPicture>;
}

/** A customer's returns of their own shipped orders (decision 0068); NOT_FOUND for anyone else's order. */
export interface ReturnsService {
  /** BAD_REQUEST outside the window, over a line's returnable units, or for an order that has not shipped. */
  request(options: { userId: string; input: ReturnRequestInput }): Promise<Return>;
  /** Own order's returns (any order's for an admin), with whether it can be returned now. */
  forOrder(options: { userId: string; orderId: string; asAdmin: boolean }): Promise<OrderReturns>;
}

/** The admin's side of returns: each step one transaction, the return locked, audited, the customer mailed. */
export interface ReturnsAdminService {
  list(input: AdminReturnsInput): Promise<ReturnPage>;
  /** CONFLICT unless requested. */
  approve(options: { actorId: string; id: string; note: string }): Promise<Return>;
  refuse(options: { actorId: string; id: string; note: string }): Promise<Return>;
  /** Every line good (restocked) or damaged; CONFLICT unless approved. */
  receive(options: {
    actorId: string;
    id: string;
    lines: { lineNo: number; condition: 'good' | 'damaged' }[];
  }): Promise<Return>;
  /** The lines' share of the order back to the card, once; CONFLICT unless received. */
  refund(options: { actorId: string; id: string }): Promise<Return>;
}

/** An order's parcels (decision 0067); admins only, every parcel audited under `actorId` in its transaction. */
export interface ShipmentsService {
  /** One parcel of units not yet shipped: paid → partly_shipped or shipped; the buyer mailed its tracking link. */
  create(options: { actorId: string; input: ShipmentCreateInput }): Promise<OrderShipments>;
  list(options: { orderId: string }): Promise<OrderShipments>;
  packingSlip(options: { orderId: string; shipmentId: string }): Promise<PackingSlip>;
}

export interface CatalogueImportService {
  /** What importing the file would do, with its digest; nothing is written (decision 0070). */
  preview(input: CatalogueImportPreviewInput): Promise<CatalogueImportPreview>;
  /** The previewed file (same digest), all or nothing in one transaction; refused while any row is. */
  confirm(options: { actorId: string; input: CatalogueImportConfirmInput }): Promise<CatalogueImportResult>;
}

export interface Services {
  addresses: AddressesService;
  cart: CartService;
  catalog: CatalogService;
  checkout: CheckoutService;
  reviews: ReviewsService;
  reviewsAdmin: ReviewsAdminService;
  accounts: AccountsService;
  usersAdmin: UsersAdminService;
  productsAdmin: ProductsAdminService;
  images: ImagesService;
  contact: ContactService;
  audit: AuditService;
  jobs: JobsAdminService;
  orders: OrdersService;
  payments: PaymentsService;
  shipping: ShippingService;
  shippingAdmin: ShippingAdminService;
  taxAdmin: TaxAdminService;
  categoriesAdmin: CategoriesAdminService;
  stockAlerts: StockAlertsService;
  picturesAdmin: PicturesAdminService;
  returns: ReturnsService;
  returnsAdmin: ReturnsAdminService;
  shipments: ShipmentsService;
  reports: ReportsService;
  catalogueImport: CatalogueImportService;
}

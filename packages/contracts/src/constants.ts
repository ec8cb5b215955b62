/** Business constants and limits (spec §9). */
export const STORE_NAME = 'Partsmith';
export const HOME_PRODUCT_COUNT = 3;
/** Review and part cards show this much of a description (spec §9): the app's, and a category's first HTML. */
export const CARD_DESCRIPTION_LENGTH = 70;
export const MIN_PASSWORD_LENGTH = 6;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const CURRENCY_SYMBOL = '$';
export const MAX_PASSWORD_LENGTH = 200;
/** The most tRPC calls one request may carry: the server refuses more, the web's batch link sends no more. */
export const MAX_BATCH_CALLS = 10;
/**
 * The largest count or price (in cents) the shop accepts, stock after a restock included: far above any real one,
 * and twice it still fits an int4 column, so `quantity + added` cannot overflow before it is checked.
 */
export const MAX_AMOUNT = 1_000_000_000;
/** The most different parts one cart holds: a workshop's longest list, and a bound on every cart read. */
export const CART_MAX_LINES = 200;

/**
 * The catalogue's sorts. Here, not beside the search schema: the catalogue route reads them from the URL, and a
 * module with zod schemas would bring zod into every page's first load.
 */
export const CATALOGUE_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The most filters of each kind one category page request may carry: more than any page offers. */
export const CATEGORY_FILTERS_MAX = 40;

/** A category attribute's type: a number with a unit, one of a set of choices, or yes/no (decision 0056). */
export const ATTRIBUTE_KINDS = ['number', 'choice', 'boolean'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Google sign-in runs in a popup opened at this path; the popup reports back on this BroadcastChannel. */
export const GOOGLE_SIGN_IN_PATH = '/auth/google/start';
/** Connecting Google to the signed-in account (My Profile) opens the same popup here. */
export const GOOGLE_CONNECT_PATH = '/auth/google/connect';
export const AUTH_BROADCAST_CHANNEL = 'partsmith-auth';
/** The page the password reset mail links to, with `?token=…`. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The page the email verification mail links to, with `?token=…`. */
export const VERIFY_EMAIL_PATH = '/verify-email';
/** The page a visitor's back-in-stock confirmation mail links to, with `?token=…`. */
export const STOCK_ALERT_CONFIRM_PATH = '/back-in-stock/confirm';
/** The page every back-in-stock mail's unsubscribe link opens, with `?token=…` (no sign-in needed). */
export const STOCK_ALERT_UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe';

/**
 * What All Products' stock filter tells apart (0062): enough for the minimum order, some but fewer, none, and short
 * (low or none: what nobody can order as it stands, the overview's count, decision 0069).
 */
export const STOCK_FILTERS = ['in', 'low', 'out', 'short'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The largest catalogue file one upload may carry: 20,000 rows of long descriptions fit (decision 0070). */
export const CATALOGUE_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const CATALOGUE_IMPORT_MAX_MB = CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024;
/** The multipart field the import's file is sent in, and where (the web's import page needs no schema). */
export const CATALOGUE_IMPORT_FIELD = 'file';
export const CATALOGUE_IMPORT_PREVIEW_PATH = '/api/catalogue/import/preview';
export const CATALOGUE_IMPORT_CONFIRM_PATH = '/api/catalogue/import';

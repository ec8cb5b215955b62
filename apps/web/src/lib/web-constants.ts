/** The web app's own timings and limits (spec §9): only the browser uses them, so they live here, not in contracts. */

/** A lazy code chunk that has not arrived by then is reported (the page's error screen offers a reload). */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/** How long answers stay cached once no page uses them. */
export const QUERY_CACHE_MS = 5 * 60_000;
/** Failed queries are asked again this many times (never after a 4xx), waiting at most the cap between tries. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;
export const TOAST_DURATION_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 40;
/** Tables show this much of a description (spec §9); cards show CARD_DESCRIPTION_LENGTH (contracts). */
export const TABLE_DESCRIPTION_LENGTH = 15;
/** The dialog's open and close transitions (spec §9). */
export const MODAL_TRANSITION_MS = 300;
export const BACKDROP_TRANSITION_MS = 150;

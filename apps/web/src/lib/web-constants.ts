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

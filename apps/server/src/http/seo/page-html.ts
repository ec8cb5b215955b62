import {
  formatCents,
  MESSAGES,
  orderableRange,
  type Product,
  priceLadderRows,
  quantityRange,
  quantityRulesOf,
  STORE_NAME,
} from '@partsmith/contracts';
import { escapeHtml, jsonForScript } from './escape';

/** What a page tells search engines and link previews in its head. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path, absolute against the shop's origin in the canonical URL and og:url. */
  path: string;
  ogType: 'website' | 'product';
  /** Absolute, or a path on the shop's origin. */
  image?: string | null;
  /** JSON-LD for the page, escaped for its script element here. */
  structuredData?: unknown;
}

/** A meta description's length that search results show whole. */
const DESCRIPTION_MAX = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/**
 * The prerendered page with this head: its title and meta description replaced; a canonical link, Open Graph
 * tags and JSON-LD added. Everything from data is escaped for its place.
 */
export function withHead(html: string, head: PageHead, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  const url = absolute(head.path, origin);
  const description = summary(head.description);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const added = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:site_name', STORE_NAME),
    meta('og:type', head.ogType),
    meta('og:title', head.title),
    meta('og:description', description),
    meta('og:url', url),
    ...(head.image ? [meta('og:image', absolute(head.image, origin))] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.structuredData === undefined
      ? []
      : [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`]),
  ].join('\n    ');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const descriptionTag = `<meta name="description" content="${escapeHtml(description)}" />`;
  let page = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}\n  </head>`);
  page = /<meta name="description"[^>]*>/.test(page)
    ? page.replace(/<meta name="description"[^>]*>/, () => descriptionTag)
    : page.replace('</head>', () => `${descriptionTag}\n  </head>`);
  return page.replace('</head>', () => `  ${added}\n  </head>`);
}

/** The price as schema.org wants it: a decimal string, such as "12.50". */
export function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The shop prices and charges in US dollars (payments' PAYMENT_CURRENCY, contracts' `$`). */
export const PRICE_CURRENCY = 'USD';

export function partPath(part: Product): string {
  return `/parts/${part.id}`;
}

/** schema.org `Product` with its `Offer`: what a search engine shows of a part (price, stock, picture). */
export function productStructuredData(part: Product, publicUrl: string): Record<string, unknown> {
  const origin = new URL(publicUrl).origin;
  const url = absolute(partPath(part), origin);
  const image = part.imageUrl ? absolute(part.imageUrl, origin) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    description: part.description,
    sku: part.partNumber,
    mpn: part.partNumber,
    ...(image ? { image } : {}),
    url,
    brand: { '@type': 'Brand', name: STORE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(part.priceCents),
      priceCurrency: PRICE_CURRENCY,
      availability: part.orderable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: STORE_NAME },
    },
  };
}

function productDescription(part: Product): string {
  const text = part.description.trim();
  return text || `${part.name}, part number ${part.partNumber}, ${formatCents(part.priceCents)} per unit.`;
}

/**
 * The part as a crawler reads it before any script runs, laid out as the product page the app renders in its
 * place (`ProductPage`, `PartFacts`, `PriceBreaksTable`): name, part number, price, availability, the numbers an
 * order depends on, quantity breaks, Buy now (a plain link) and the room the quantity and Add to cart take, then
 * the description, so the description stays where it is when the app draws.
 */
function productMarkup(part: Product): string {
  const name = escapeHtml(part.name);
  const picture = part.imageUrl
    ? `<img src="${escapeHtml(part.imageUrl)}"${
        part.imageSrcSet
          ? ` srcset="${escapeHtml(part.imageSrcSet)}" sizes="(min-width: 1024px) 560px, 100vw"`
          : ''
      } alt="${name}" width="800" height="600" fetchpriority="high" class="aspect-[4/3] w-full rounded-md border border-graphite-200 object-contain" />`
    : '<div aria-hidden="true" class="aspect-[4/3] rounded-md border border-graphite-200 bg-graphite-200"></div>';
  const heading = `<div class="space-y-3"><p class="text-sm font-semibold tracking-widest text-accent-700 uppercase">Part</p><h1 class="text-3xl font-bold tracking-tight break-words text-graphite-900 sm:text-4xl">${name}</h1><p class="text-sm text-graphite-600">Part number <span class="font-mono font-semibold text-graphite-900">${escapeHtml(part.partNumber)}</span></p><p class="text-3xl font-bold text-graphite-900">${escapeHtml(formatCents(part.priceCents))}<span class="ml-2 text-base font-normal text-graphite-600">per unit</span></p>${part.orderable ? '<p class="text-sm font-semibold text-graphite-900">In stock</p>' : ''}</div>`;
  const description = `<section aria-labelledby="description" class="space-y-2"><h2 id="description" class="text-lg font-semibold text-graphite-900">Description</h2><p class="leading-relaxed break-words whitespace-pre-line text-graphite-700">${escapeHtml(part.description)}</p></section>`;
  return `<div class="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6"><a class="inline-block text-sm font-medium text-accent-700 hover:underline" href="/parts">← All parts</a><div class="grid gap-10 lg:grid-cols-2">${picture}<div class="space-y-6"><div class="space-y-6">${heading}${factsMarkup(part)}${part.orderable ? '' : OUT_OF_STOCK}</div>${part.quantity === 0 ? BACK_IN_STOCK_PLACE : ''}${priceBreaksMarkup(part)}${orderMarkup(part)}${description}</div></div></div>`;
}

/** PartFacts' numbers. */
function factsMarkup(part: Product): string {
  const fact = (term: string, value: string | number) =>
    `<div><dt class="text-sm text-graphite-600">${term}</dt><dd class="text-xl font-semibold text-graphite-900">${escapeHtml(String(value))}</dd></div>`;
  const pack = part.packSize > 1 ? fact('Pack size', `Sold in packs of ${part.packSize}`) : '';
  const most = part.maximumPerOrder !== null ? fact('Maximum per order', part.maximumPerOrder) : '';
  return `<dl class="grid grid-cols-2 gap-4 rounded-md border border-graphite-200 bg-white p-5">${fact('Available quantity', part.quantity)}${fact('Minimum order quantity', part.minimumOrderQuantity)}${pack}${most}</dl>`;
}

/** PartFacts' words where the order button would be. */
const OUT_OF_STOCK =
  '<p class="rounded-md border border-graphite-200 bg-graphite-100 p-5 text-graphite-800"><strong class="block text-lg text-danger-700">Out of stock</strong>Fewer than the minimum order are left, so this part cannot be ordered right now.</p>';

/**
 * BackInStockOffer as a visitor sees it, its form's place held (the form needs the app): most who open an
 * out-of-stock part from a link are signed out.
 */
const BACK_IN_STOCK_PLACE = `<section aria-labelledby="back-in-stock" class="space-y-3 rounded-md border border-graphite-200 p-5"><h2 id="back-in-stock" class="text-lg font-semibold text-graphite-900">${MESSAGES.stockAlertOffer}</h2><div class="h-30"></div></section>`;

/** PriceBreaksTable with no quantity chosen; nothing for a part with one price. */
function priceBreaksMarkup(part: Product): string {
  const rows = priceLadderRows(part);
  if (rows.length === 0) return '';
  const cell = 'px-3 py-1.5';
  const body = rows
    .map(
      (row) =>
        `<tr class="border-t border-graphite-100 text-graphite-800"><td class="${cell}">${quantityRange(row)}</td><td class="${cell} text-right tabular-nums">${escapeHtml(formatCents(row.unitPriceCents))}</td></tr>`,
    )
    .join('');
  return `<table class="w-full max-w-sm overflow-hidden rounded-md border border-graphite-200 bg-white text-sm"><caption class="mb-1.5 text-left text-sm font-medium text-graphite-800">Quantity breaks</caption><thead class="bg-graphite-50 text-graphite-600"><tr><th scope="col" class="${cell} text-left font-medium">Quantity</th><th scope="col" class="${cell} text-right font-medium">Price each</th></tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * Buy now as the link it is in the app (`buttonClasses` primary, lg), and the height of AddToCartForm (the
 * stepper's label and 40 px row: 64 px), which only the app can make work.
 */
function orderMarkup(part: Product): string {
  if (!part.orderable) return '';
  const buyNow = `<a href="/purchase/${encodeURIComponent(part.id)}" class="inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors bg-accent-700 text-white hover:bg-accent-800 active:bg-accent-900 h-12 px-6 text-base w-full sm:w-auto">Buy now</a>`;
  const addToCart = orderableRange(quantityRulesOf(part))
    ? '<div aria-hidden="true" class="h-16"></div>'
    : '';
  return `${buyNow}${addToCart}`;
}

/** A shop page's head as its prerendered file has it (title, description), with its canonical URL and Open Graph. */
export function shopPageHtml(template: string, path: string, publicUrl: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? STORE_NAME;
  const description = /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? '';
  return withHead(
    template,
    { title: unescapeHtml(title), description: unescapeHtml(description), path, ogType: 'website' },
    publicUrl,
  );
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The prerendered product page (which shows a loading state) made this part's: its head and its content. */
export function productPageHtml(template: string, part: Product, publicUrl: string): string {
  const page = withHead(
    template,
    {
      title: `${part.name} · ${STORE_NAME}`,
      description: productDescription(part),
      path: partPath(part),
      ogType: 'product',
      image: part.imageUrl,
      structuredData: productStructuredData(part, publicUrl),
    },
    publicUrl,
  );
  // The part is on the first paint: the scripts wait for it (decision 0076).
  return withScriptsAfterFirstPaint(withMainContent(page, productMarkup(part)));
}

/** A prerendered page with this markup in its `<main>`, in place of its loading state. */
export function withMainContent(page: string, markup: string): string {
  // The app replaces the whole of #root when its code has loaded (decision 0034), so this is never hydrated.
  return page.replace(/(<main\b[^>]*>)[\s\S]*?(<\/main>)/, (_whole, open: string, close: string) => {
    return `${open}${markup}${close}`;
  });
}

/**
 * The page with the app's scripts requested after its first paint (apps/web/public/start-after-paint.js, decision
 * 0076): the entry and its module preloads move into `<meta name="app-modules">`, entry first.
 */
export function withScriptsAfterFirstPaint(page: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(page);
  if (!entry?.[1]) return page;
  const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].flatMap(
    (link) => (link[1] ? [link[1]] : []),
  );
  const modules = [entry[1], ...preloads].map((href) => escapeHtml(href)).join(' ');
  return page
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entry[0],
      () =>
        `<meta name="app-modules" content="${modules}" />\n    <script type="module" src="/start-after-paint.js"></script>`,
    );
}

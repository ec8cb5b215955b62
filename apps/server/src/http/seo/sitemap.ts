import type { CatalogueSnapshot } from '../../catalog/catalogue-read-model';
import { categoryPath } from './category-page-html';
import { escapeHtml } from './escape';

/** The most URLs one sitemap file may list (sitemaps.org); past it the sitemap becomes an index of numbered files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A public page for search engines: its path, and when it last changed where that is known (W3C date). */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * Where the sitemap's URLs come from, each from one catalogue version. A new kind of public page adds its source to
 * `SITEMAP_SOURCES`; the split into files and the ETag follow.
 */
export type SitemapSource = (snapshot: CatalogueSnapshot) => Iterable<SitemapUrl>;

/** The shop's fixed public pages: home and the catalogue. */
export const shopPages: SitemapSource = () => [{ path: '/' }, { path: '/parts' }];

/**
 * Every part on sale, its own page. A product has no time of its last edit (only of its creation), so no lastmod:
 * a wrong one would teach crawlers to ignore the field.
 */
export const partPages: SitemapSource = ({ products }) =>
  products.map((part) => ({ path: `/parts/${part.id}` }));

/** Every category with a part on sale, top categories and their sub-categories (an empty one is a dead end). */
export const categoryPages: SitemapSource = ({ categories }) =>
  categories
    .flatMap((top) => [top, ...top.children])
    .filter((category) => category.partCount > 0)
    .map((category) => ({ path: categoryPath(category) }));

export const SITEMAP_SOURCES: readonly SitemapSource[] = [shopPages, categoryPages, partPages];

/** The sitemap of one catalogue version: `/sitemap.xml`, and when it is an index, the files it names. */
export interface Sitemaps {
  root: string;
  /** `/sitemaps/<n>.xml` is `files[n - 1]`; empty when the root lists the URLs itself. */
  files: string[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapFilePath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

function urlSet(urls: SitemapUrl[], origin: string): string {
  const entries = urls.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function buildSitemaps({
  snapshot,
  publicUrl,
  sources = SITEMAP_SOURCES,
  limit = SITEMAP_URL_LIMIT,
}: {
  snapshot: CatalogueSnapshot;
  /** The shop's public origin (config's PUBLIC_URL). */
  publicUrl: string;
  sources?: readonly SitemapSource[];
  limit?: number;
}): Sitemaps {
  const origin = new URL(publicUrl).origin;
  const urls = sources.flatMap((source) => [...source(snapshot)]);
  if (urls.length <= limit) return { root: urlSet(urls, origin), files: [] };
  const files: string[] = [];
  for (let start = 0; start < urls.length; start += limit)
    files.push(urlSet(urls.slice(start, start + limit), origin));
  const entries = files.map(
    (_file, index) => `<sitemap><loc>${escapeHtml(`${origin}${sitemapFilePath(index + 1)}`)}</loc></sitemap>`,
  );
  return {
    root: `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`,
    files,
  };
}

/**
 * `/robots.txt`: the public pages are open; the signed-in and admin areas, the sign-in links sent by mail and the
 * API are closed, except the catalogue's reads, which a crawler that runs the app needs to render a part.
 */
export function robotsTxt(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /trpc/catalog.',
    'Allow: /api/products',
    'Disallow: /dashboard',
    'Disallow: /purchase/',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /auth/',
    'Disallow: /webhooks/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

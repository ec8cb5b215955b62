import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueReadModel } from '../../catalog/catalogue-read-model';
import { PUBLIC_LIST_CACHING } from '../cache-policy';
import { type PrebuiltJson, prebuiltJson, sendPrebuilt } from '../prebuilt-json';
import { buildSitemaps, robotsTxt, SITEMAP_URL_LIMIT } from './sitemap';

const XML = 'application/xml; charset=utf-8';

export interface SeoPluginOptions {
  catalogue: CatalogueReadModel;
  publicUrl: string;
  /** URLs per sitemap file before it becomes an index; tests make it small. */
  sitemapUrlLimit?: number;
}

/**
 * What search engines read besides the pages: `/robots.txt`, and `/sitemap.xml` (an index of `/sitemaps/<n>.xml`
 * past the limit), built from the catalogue's read model once per version, which is its ETag.
 */
export const seoPlugin = fp(
  async (
    app: FastifyInstance,
    { catalogue, publicUrl, sitemapUrlLimit = SITEMAP_URL_LIMIT }: SeoPluginOptions,
  ) => {
    const robots = prebuiltJson(robotsTxt(publicUrl), `W/"robots"`);
    app.get('/robots.txt', { schema: { hide: true }, compress: false }, (request, reply) =>
      sendPrebuilt(request, reply, robots, 'public, max-age=3600', 'text/plain; charset=utf-8'),
    );

    /** The sitemap files of the current version, each built and compressed once. */
    async function sitemapFiles(): Promise<{ root: PrebuiltJson; files: PrebuiltJson[] }> {
      const snapshot = await catalogue.current();
      return snapshot.derive(`seo:sitemaps:${sitemapUrlLimit}`, () => {
        const { root, files } = buildSitemaps({ snapshot, publicUrl, limit: sitemapUrlLimit });
        const etag = (name: string) => `W/"${snapshot.version}-${name}"`;
        return {
          root: prebuiltJson(root, etag('sitemap')),
          files: files.map((file, index) => prebuiltJson(file, etag(`sitemap-${index + 1}`))),
        };
      });
    }

    app.get('/sitemap.xml', { schema: { hide: true }, compress: false }, async (request, reply) =>
      sendPrebuilt(request, reply, (await sitemapFiles()).root, PUBLIC_LIST_CACHING, XML),
    );
    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      { schema: { hide: true }, compress: false },
      async (request, reply) => {
        const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file);
        const file = match ? (await sitemapFiles()).files[Number(match[1]) - 1] : undefined;
        if (!file) return reply.callNotFound();
        return sendPrebuilt(request, reply, file, PUBLIC_LIST_CACHING, XML);
      },
    );
  },
  { name: 'seo' },
);

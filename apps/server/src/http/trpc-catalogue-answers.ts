import { HOME_PRODUCT_COUNT, type Product, ZProductList } from '@partsmith/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueReadModel, CatalogueSnapshot } from '../catalog/catalogue-read-model';
import { newestProducts } from '../catalog/catalogue-reads';
import { type PrebuiltJson, prebuiltJson, sendPrebuiltJson } from './prebuilt-json';

/** Public, the same for everyone, and revalidated on every use: an admin's edit shows on the next visit. */
const TRPC_CATALOGUE_CACHING = 'public, no-cache';

/** The procedures answered from the in-memory catalogue, each as `catalog.list` and `catalog.latest` answer. */
const CATALOGUE_QUERIES: Record<string, (snapshot: CatalogueSnapshot) => Product[]> = {
  'catalog.list': (snapshot) => [...snapshot.products],
  'catalog.latest': (snapshot) => newestProducts(snapshot, HOME_PRODUCT_COUNT),
};

/**
 * The answer tRPC would send, in its envelope (`{ result: { data } }`, in an array for a batch of one), checked
 * against the procedure's output schema and serialized once per catalogue version. The version is the ETag.
 */
function envelopeAnswer(snapshot: CatalogueSnapshot, path: string, batch: boolean): PrebuiltJson {
  return snapshot.derive(`trpc:${path}:${batch ? 'batch' : 'single'}`, (of) => {
    const read = CATALOGUE_QUERIES[path];
    if (!read) throw new Error(`${path} is not answered from the catalogue`);
    const envelope = { result: { data: ZProductList.parse(read(of)) } };
    return prebuiltJson(JSON.stringify(batch ? [envelope] : envelope), `W/"${of.version}"`);
  });
}

/**
 * An onRequest hook for /trpc/:path: the catalogue's two lists are answered here from prebuilt bytes, before
 * tRPC builds a Fetch request, a context (cookie, session) and a caller, as GET /api/products is. Batches of
 * several calls and HEAD go on to tRPC.
 */
export function answerCatalogueQueries(catalogue: CatalogueReadModel) {
  return async function answerFromCatalogue(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET') return;
    const { path = '' } = request.params as { path?: string };
    if (!(path in CATALOGUE_QUERIES)) return;
    // Neither takes input, and tRPC never reads the `input` of a procedure without one: it needs no look.
    const isBatch = (request.query as { batch?: unknown }).batch === '1';
    const answer = envelopeAnswer(await catalogue.current(), path, isBatch);
    return sendPrebuiltJson(request, reply, answer, TRPC_CATALOGUE_CACHING);
  };
}

import { ZAccountingRange, ZCatalogueFilter } from '@partsmith/contracts';
import { z } from 'zod';
import { accountingHeader, accountingRows } from './accounting-csv';
import { catalogueHeader, catalogueRows } from './catalogue-csv';
import { sendCsv } from './csv-download';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['admin'];
const security = signedIn;
const refusals = { 401: ZMessage, 403: ZMessage };
const csvAnswer = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** The admin's CSV downloads, each streamed a page at a time through its procedure (decisions 0061, 0062). */
export const csvExportsRoutes: RestRoutes = async (app) => {
  app.get(
    '/accounting/orders.csv',
    {
      schema: {
        operationId: 'exportOrdersForAccounting',
        tags,
        security,
        summary: 'Paid orders of a range of days as CSV, a row per line',
        description:
          "Orders placed from `from` to `to` (whole UTC days, at most 366) whose payment was taken, oldest first: one row per line with its part number, quantity, unit price and line total; the order's subtotal, shipping, tax and total on its first line only, so each column sums to the period's figure. Amounts are decimals in the shop's currency. Text a spreadsheet would run as a formula starts with an apostrophe.",
        querystring: ZAccountingRange,
        response: {
          200: csvAnswer('The CSV, as an attachment named orders-<from>-to-<to>.csv'),
          400: ZMessage,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const range = { from: request.query.from, to: request.query.to };
      const read = (after?: string) =>
        request.caller().orders.forAccounting(after === undefined ? range : { ...range, after });
      return sendCsv(reply, await read(), {
        filename: `orders-${range.from}-to-${range.to}.csv`,
        header: accountingHeader,
        rows: (page) => page.orders.map(accountingRows).join(''),
        next: (page) => (page.after === null ? null : read(page.after)),
      });
    },
  );

  app.get(
    '/catalogue.csv',
    {
      schema: {
        operationId: 'exportCatalogue',
        tags,
        security,
        summary: 'Every part on sale as CSV, or those the filters keep',
        description:
          'Every part on sale (or only those in `category` and its sub-categories, whose part number or name contains `q`, whose `stock` is `in` (at least the minimum order), `low` (some, fewer than the minimum order) or `out` (none)), in the order they were added: part number, name, description, category slug, price, quantity breaks ("50=0.36; 250=0.31"), minimum, pack size, maximum per order (blank: no limit), stock and weight in grams, then a `spec:<key>` column per specification attribute (a number, a choice, or yes/no; blank where the part has none).',
        querystring: ZCatalogueFilter,
        response: {
          200: csvAnswer('The CSV, as an attachment named catalogue-<date>.csv'),
          400: ZMessage,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const filter = request.query;
      const read = (after?: string) =>
        request.caller().admin.products.exportPage(after === undefined ? filter : { ...filter, after });
      const first = await read();
      return sendCsv(reply, first, {
        filename: `catalogue-${new Date().toISOString().slice(0, 10)}.csv`,
        header: catalogueHeader,
        // One set of columns for the whole file: the first page's attribute keys.
        rows: (page) => catalogueRows(page, first.specificationKeys),
        next: (page) => (page.after === null ? null : read(page.after)),
      });
    },
  );
};

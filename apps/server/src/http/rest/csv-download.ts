import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

interface CsvPages<Page> {
  /** The attachment's file name. */
  filename: string;
  /** The header record, from the first page (its columns may depend on what it holds). */
  header: (first: Page) => string;
  rows: (page: Page) => string;
  /** The page after this one, or null at the end. */
  next: (page: Page) => Promise<Page> | null;
}

/**
 * Answers with a CSV attachment streamed a page at a time (decisions 0061, 0062). The first page is read by the
 * caller before the answer starts, so a refusal is still a 4xx with its message; each next page is read as the
 * download is read, so the server holds one page, never the whole file.
 */
export function sendCsv<Page>(reply: FastifyReply, first: Page, pages: CsvPages<Page>) {
  async function* records() {
    yield pages.header(first);
    let page = first;
    for (;;) {
      yield pages.rows(page);
      const next = pages.next(page);
      if (next === null) return;
      page = await next;
    }
  }
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${pages.filename}"`)
      .header('cache-control', 'no-store')
      // Fastify streams a Readable as it is; the type provider only knows the documented (text) body.
      .send(Readable.from(records()) as unknown as string)
  );
}

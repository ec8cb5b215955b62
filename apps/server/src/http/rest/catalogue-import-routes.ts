import multipart from '@fastify/multipart';
import {
  CATALOGUE_IMPORT_MAX_MB,
  ZCatalogueImportConfirmQuery,
  ZCatalogueImportPreview,
  ZCatalogueImportResult,
} from '@partsmith/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importUpload } from './import-upload';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const format = `multipart field \`file\`: a CSV in the catalogue export's format (\`GET /api/catalogue.csv\`), at most ${CATALOGUE_IMPORT_MAX_MB} MB`;

/** The catalogue import (decision 0070): preview a file, then confirm exactly that file by its digest. */
export const catalogueImportRoutes: RestRoutes = async (app) => {
  // Multipart is parsed in this scope alone; refusals keep the admin routes' `{ message }`.
  await app.register(async (plain) => {
    await plain.register(multipart);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/catalogue/import/preview',
      {
        schema: {
          operationId: 'previewCatalogueImport',
          tags: ['admin'],
          security: signedIn,
          summary: 'Preview a catalogue CSV import (admin): nothing written',
          description: `Upload (${format}). Each row creates the part with its part number, or changes the part that has it; the answer counts the rows created, changed, unchanged and refused, lists the first of each (a changed row with each field old → new, a refused one with its reason) and gives the file's SHA-256 \`digest\`, which the confirm needs.`,
          consumes: ['multipart/form-data'],
          response: {
            200: ZCatalogueImportPreview,
            400: ZMessage,
            401: ZMessage,
            403: ZMessage,
            '4xx': ZMessage,
          },
        },
      },
      (request) => request.caller().admin.catalogueImport.preview({ source: importUpload(request) }),
    );
    scope.post(
      '/catalogue/import',
      {
        schema: {
          operationId: 'confirmCatalogueImport',
          tags: ['admin'],
          security: signedIn,
          summary: 'Import a previewed catalogue CSV (admin): all or nothing',
          description: `Upload the previewed file again (${format}) with its preview's \`digest\`: any other bytes are refused (409). The rows are checked again and written in one transaction, each part created or changed audited; a file with a refused row writes nothing (400).`,
          consumes: ['multipart/form-data'],
          querystring: ZCatalogueImportConfirmQuery,
          response: {
            200: ZCatalogueImportResult,
            400: ZMessage,
            401: ZMessage,
            403: ZMessage,
            '4xx': ZMessage,
          },
        },
      },
      (request) =>
        request
          .caller()
          .admin.catalogueImport.confirm({ source: importUpload(request), digest: request.query.digest }),
    );
  });
};

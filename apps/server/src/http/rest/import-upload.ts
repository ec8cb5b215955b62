import {
  AppError,
  CATALOGUE_IMPORT_FIELD,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_MB,
  IMPORT_MESSAGES,
  type ImportSource,
} from '@partsmith/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The `file` part of a multipart request as it arrives, at most CATALOGUE_IMPORT_MAX_BYTES. Read only when the
 * procedure asks (after the access rule); a file cut at the limit is a 413 at its end, checked here rather than
 * trusted to a thrown error (an oversized file can arrive truncated without one, STACK-NOTES).
 */
export function importUpload(request: FastifyRequest): ImportSource {
  return {
    async *chunks() {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.fileRequired);
      const file = await firstFile(request);
      if (file?.fieldname !== CATALOGUE_IMPORT_FIELD)
        throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.fileRequired);
      try {
        for await (const chunk of file.file) yield chunk as Buffer;
      } catch {
        throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unreadable);
      } finally {
        // Refused part-way (too many rows, not text): the rest of the body is read and dropped.
        file.file.resume();
      }
      if (file.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(CATALOGUE_IMPORT_MAX_MB));
    },
  };
}

/** Only the client can break a multipart body (no boundary, cut short…): that is a 400, never a 500. */
async function firstFile(request: FastifyRequest) {
  try {
    return await request.file({
      limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
  } catch {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unreadable);
  }
}

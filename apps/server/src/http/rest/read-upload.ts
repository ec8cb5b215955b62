import { AppError, MESSAGES } from '@partsmith/contracts';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '../../images/encode-image';

/** The `image` file of a multipart request, at most MAX_UPLOAD_BYTES; anything else is refused with a clear message. */
export async function readUpload(request: FastifyRequest): Promise<Uint8Array> {
  const missing = new AppError('BAD_REQUEST', MESSAGES.productImageRequired);
  if (!request.isMultipart()) throw missing;
  const { file, bytes } = await readFirstFile(request);
  if (file?.fieldname !== 'image') throw missing;
  // Checked here rather than trusted to a thrown error: an oversized file can arrive truncated without one.
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge(MAX_UPLOAD_MB));
  return new Uint8Array(bytes);
}

/** Only the client can break a multipart body (no boundary, cut short…): that is a 400, never a 500. */
async function readFirstFile(request: FastifyRequest) {
  try {
    const file = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    return { file, bytes: file ? await file.toBuffer() : Buffer.alloc(0) };
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.imageUnreadable);
  }
}

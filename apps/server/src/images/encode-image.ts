import { AppError, MESSAGES } from '@partsmith/contracts';
import type { Sharp } from 'sharp';

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
const MAX_MEGAPIXELS = 40;
/** The largest side of the stored image, and of its smaller copies for `srcset`. */
const MAIN_SIZE = 1600;
const VARIANT_SIZES = [400, 800];

/** Decided from the bytes: SVG (which sharp would happily render, scripts and all) is never among them. */
const ACCEPTED_TYPES = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
]);

export interface EncodedImage {
  id: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Checks an upload and re-encodes it to WebP without its metadata, plus the smaller copies it is wider than. */
export async function encodeImage(
  bytes: Uint8Array,
): Promise<{ main: EncodedImage; variants: EncodedImage[] }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.imageEmpty);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge(MAX_UPLOAD_MB));
  // Loaded on the first upload: together they take ~200 ms to import, which start-up need not wait for.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.imageTypeRefused);

  // metadata() reads only the header, so a small file claiming a huge canvas is refused before anything is decoded.
  const decoder = () => sharp(bytes, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error' });
  const metadata = await decoder()
    .metadata()
    .catch((error: unknown) => {
      throw decodingError(error);
    });
  const largestSide = Math.max(metadata.autoOrient.width, metadata.autoOrient.height);
  const encode = (size: number) =>
    encodeWebp(decoder(), size).catch((error: unknown) => Promise.reject(decodingError(error)));
  const [main, ...variants] = await Promise.all([
    encode(MAIN_SIZE),
    ...VARIANT_SIZES.filter((size) => size < largestSide).map(encode),
  ]);
  if (!main) throw new Error('no image encoded');
  return { main, variants };
}

async function encodeWebp(pipeline: Sharp, size: number): Promise<EncodedImage> {
  // The EXIF orientation is applied before the metadata (EXIF, GPS, ICC…) is dropped, as sharp does by default.
  const { data, info } = await pipeline
    .autoOrient()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const id = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return {
    id: Buffer.from(id).toString('hex'),
    width: info.width,
    height: info.height,
    bytes: new Uint8Array(data),
  };
}

function decodingError(error: unknown): AppError {
  const pixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new AppError(
    'BAD_REQUEST',
    pixelLimit ? MESSAGES.imageTooManyPixels(MAX_MEGAPIXELS) : MESSAGES.imageUnreadable,
  );
}

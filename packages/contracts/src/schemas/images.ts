import { z } from 'zod';
import { MESSAGES } from '../messages';

/** The upload's bytes, read only once the caller passed the access rule (the REST route streams the multipart file). */
export interface ImageSource {
  read(): Promise<Uint8Array>;
}

/** Only the server builds an ImageSource: over HTTP JSON this input can never be given. */
export const ZImageUploadInput = z.object({
  source: z.custom<ImageSource>(
    (value) => typeof (value as Partial<ImageSource> | null)?.read === 'function',
    MESSAGES.productImageRequired,
  ),
});

export const ZImageVariant = z.object({ url: z.string(), width: z.number().int() });

/** A stored upload: WebP, largest side at most 1600 px, with smaller copies for `srcset`. */
export const ZStoredImage = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Smaller copies (400 and 800 px), only those narrower than the image itself; `srcSet` lists them all. */
  variants: z.array(ZImageVariant),
  srcSet: z.string(),
});
export type StoredImage = z.infer<typeof ZStoredImage>;

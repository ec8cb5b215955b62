import type { StoredImage } from '@partsmith/contracts';
import { type Database, images } from '@partsmith/db';
import type { EncodedImage } from './encode-image';
import { imageUrl } from './image-url';

/** Anything that can insert: the database, or the transaction of the change that shows the image. */
type Writer = Pick<Database, 'insert'>;

/** Stores an encoded upload and its smaller copies; the same image written twice is stored once. */
export async function writeEncodedImage(
  writer: Writer,
  { main, variants }: { main: EncodedImage; variants: EncodedImage[] },
): Promise<StoredImage> {
  const row = (image: EncodedImage, variantOf: string | null) => ({
    ...image,
    mime: 'image/webp',
    variantOf,
  });
  await writer.insert(images).values(row(main, null)).onConflictDoNothing();
  if (variants.length > 0)
    await writer
      .insert(images)
      .values(variants.map((variant) => row(variant, main.id)))
      .onConflictDoNothing();
  const described = [...variants, main].map((image) => ({ url: imageUrl(image.id), width: image.width }));
  return {
    id: main.id,
    url: imageUrl(main.id),
    width: main.width,
    height: main.height,
    variants: described.slice(0, -1),
    srcSet: described.map(({ url, width }) => `${url} ${width}w`).join(', '),
  };
}

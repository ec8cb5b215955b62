import type { ImageSource, StoredImage } from '@partsmith/contracts';
import { type Database, images } from '@partsmith/db';
import { type EncodedImage, encodeImage } from './encode-image';
import { imageUrl } from './image-url';

/** An upload, checked and re-encoded, stored with its smaller copies; the same image uploaded twice is stored once. */
export async function storeImage({
  db,
  source,
}: {
  db: Database;
  source: ImageSource;
}): Promise<StoredImage> {
  const { main, variants } = await encodeImage(await source.read());
  const row = (image: EncodedImage, variantOf: string | null) => ({
    ...image,
    mime: 'image/webp',
    variantOf,
  });
  await db.transaction(async (tx) => {
    await tx.insert(images).values(row(main, null)).onConflictDoNothing();
    if (variants.length > 0)
      await tx
        .insert(images)
        .values(variants.map((variant) => row(variant, main.id)))
        .onConflictDoNothing();
  });
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

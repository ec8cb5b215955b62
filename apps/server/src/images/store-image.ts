import type { ImageSource, StoredImage } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { encodeImage } from './encode-image';
import { writeEncodedImage } from './write-encoded-image';

/** An upload, checked and re-encoded, stored with its smaller copies; the same image uploaded twice is stored once. */
export async function storeImage({
  db,
  source,
}: {
  db: Database;
  source: ImageSource;
}): Promise<StoredImage> {
  const encoded = await encodeImage(await source.read());
  return db.transaction((tx) => writeEncodedImage(tx, encoded));
}

import { AppError, type AttachedPicture, type ImageSource, PICTURE_MESSAGES } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { productColumns, toProduct } from '../catalog/product-row';
import { encodeImage } from '../images/encode-image';
import { writeEncodedImage } from '../images/write-encoded-image';
import { partsOnSale } from './part-on-sale';

/**
 * Makes an upload the picture of the part on sale with this number (any case): checked and re-encoded as the single
 * upload is, then stored, set and audited as a product edit in one transaction. The products trigger moves the
 * catalogue's version, so the shop shows it. The same picture again changes nothing.
 */
export async function attachPicture({
  db,
  actorId,
  partNumber,
  source,
}: {
  db: Database;
  actorId: string;
  partNumber: string;
  source: ImageSource;
}): Promise<AttachedPicture> {
  const notFound = new AppError('NOT_FOUND', PICTURE_MESSAGES.partNotFound(partNumber));
  // Looked up before the file is read: a file named after no part costs no decoding.
  const [part] = await partsOnSale(db, [partNumber]);
  if (!part) throw notFound;
  const encoded = await encodeImage(await source.read());
  return db.transaction(async (tx) => {
    // Locked, so `before` is the row this change applies to whoever else edits the part meanwhile.
    const [before] = await tx
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, part.id), isNull(products.deletedAt)))
      .for('update');
    if (!before) throw notFound;
    const image = await writeEncodedImage(tx, encoded);
    const answer = { productId: before.id, partNumber: before.partNumber, image };
    if (before.imageId === image.id) return answer;
    const [after] = await tx
      .update(products)
      .set({ imageId: image.id })
      .where(eq(products.id, before.id))
      .returning(productColumns);
    if (!after) throw new Error('product not updated');
    await recordAudit(tx, {
      actorId,
      action: 'product.update',
      targetTable: 'products',
      targetId: before.id,
      before: toProduct(before),
      after: toProduct(after),
    });
    return answer;
  });
}

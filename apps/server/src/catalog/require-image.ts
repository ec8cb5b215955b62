import { AppError, MESSAGES } from '@partsmith/contracts';
import { type Database, images } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;

/** A product shows an uploaded image itself, never one of its smaller copies; anything else is refused. */
export async function requireImage(db: Reader, imageId: string): Promise<void> {
  const [image] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), isNull(images.variantOf)));
  if (!image) throw new AppError('BAD_REQUEST', MESSAGES.productImageMissing);
}

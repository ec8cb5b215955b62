import { type Database, images } from '@partsmith/db';
import { eq } from 'drizzle-orm';

export interface ImageFile {
  mime: string;
  bytes: Uint8Array;
}

/** A stored image's bytes by its id (the SHA-256 of its bytes); null when there is none. */
export async function readImage({ db, id }: { db: Database; id: string }): Promise<ImageFile | null> {
  const [image] = await db
    .select({ mime: images.mime, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id));
  return image ?? null;
}

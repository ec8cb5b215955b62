import { images, type Queryable } from '@partsmith/db';
import { inArray, or } from 'drizzle-orm';
import { imageUrl } from '../images/image-url';

/** The `srcset` of each of these images that has smaller copies, keyed by image id; one query for a whole list. */
export async function imageSrcSets({
  db,
  imageIds,
}: {
  db: Queryable;
  imageIds: (string | null)[];
}): Promise<Map<string, string>> {
  const ids = [...new Set(imageIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, width: images.width, variantOf: images.variantOf })
    .from(images)
    .where(or(inArray(images.id, ids), inArray(images.variantOf, ids)));
  const srcSets = new Map<string, string>();
  for (const id of ids) {
    const variants = rows.filter((row) => row.variantOf === id);
    const main = rows.find((row) => row.id === id);
    if (variants.length === 0 || !main) continue;
    const candidates = [...variants, main].sort((a, b) => a.width - b.width);
    srcSets.set(id, candidates.map((image) => `${imageUrl(image.id)} ${image.width}w`).join(', '));
  }
  return srcSets;
}

import type { PictureMatch, PictureMatchInput } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { partsOnSale } from './part-on-sale';

/** Which of the part numbers a batch of file names stands for are parts on sale, and whether they have a picture. */
export async function matchParts({
  db,
  input,
}: {
  db: Database;
  input: PictureMatchInput;
}): Promise<PictureMatch> {
  const rows = await partsOnSale(db, input.partNumbers);
  return {
    parts: rows.map(({ imageId, ...part }) => ({ ...part, hasPicture: imageId !== null })),
  };
}

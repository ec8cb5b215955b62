import { z } from 'zod';
import { PICTURE_MESSAGES as M } from '../picture-messages';
import { PART_NUMBER_MAX_LENGTH } from './admin-products';
import { NOT_FOUND_ISSUE } from './entity-id';
import { type ImageSource, ZImageUploadInput, ZStoredImage } from './images';

/** How many part numbers one look-up takes: a file name gives at most two, so 500 pictures at a time. */
export const PICTURE_MATCH_MAX = 1000;

/** The characters a part number may hold (the product form's rule), so anything else names no part. */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9./_-]+$/;

export const isPartNumber = (text: string) =>
  text.length <= PART_NUMBER_MAX_LENGTH && PART_NUMBER_PATTERN.test(text);

export const ZPictureMatchInput = z.object({
  partNumbers: z
    .array(z.string().trim().refine(isPartNumber, M.partNumberInvalid), { error: M.partNumbersRequired })
    .min(1, M.partNumbersRequired)
    .max(PICTURE_MATCH_MAX, M.partNumbersTooMany(PICTURE_MATCH_MAX)),
});
export type PictureMatchInput = z.infer<typeof ZPictureMatchInput>;

/** A part on sale whose number was asked for, as stored (the look-up ignores case). */
export const ZPicturePart = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  hasPicture: z.boolean(),
});
export type PicturePart = z.infer<typeof ZPicturePart>;

export const ZPictureMatch = z.object({ parts: z.array(ZPicturePart) });
export type PictureMatch = z.infer<typeof ZPictureMatch>;

/** A part number from a URL: a malformed one names no part, so it is a 404 like an unknown one. */
export const ZPicturePartNumber = z
  .string()
  .trim()
  .refine(isPartNumber, { message: M.partNumberUnknown, params: { [NOT_FOUND_ISSUE]: true } });

/** Built only on the server (the file is streamed from the multipart request), like the single upload's. */
export const ZPictureUploadInput = ZImageUploadInput.extend({ partNumber: ZPicturePartNumber });
export type PictureUploadInput = { partNumber: string; source: ImageSource };

export const ZAttachedPicture = z.object({
  productId: z.string(),
  partNumber: z.string(),
  image: ZStoredImage,
});
export type AttachedPicture = z.infer<typeof ZAttachedPicture>;

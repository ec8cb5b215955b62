import {
  ZAttachedPicture,
  ZPictureMatch,
  ZPictureMatchInput,
  ZPictureUploadInput,
} from '../schemas/pictures';
import { adminProcedure, router } from '../trpc/init';

/** Pictures attached in bulk by file name (`/dashboard/bulkPictures`, decision 0071). */
export const adminPicturesRouter = router({
  /**
   * Which of these part numbers are parts on sale. A mutation only so that hundreds of numbers travel in a body,
   * not a URL; it writes nothing.
   */
  match: adminProcedure
    .input(ZPictureMatchInput)
    .output(ZPictureMatch)
    .mutation(({ ctx, input }) => ctx.services.picturesAdmin.matchParts(input)),
  /** Behind `POST /api/pictures/{partNumber}` (multipart): refused over tRPC, whose JSON cannot carry a file. */
  attach: adminProcedure
    .input(ZPictureUploadInput)
    .output(ZAttachedPicture)
    .mutation(({ ctx, input }) =>
      ctx.services.picturesAdmin.attachPicture({ actorId: ctx.user.id, ...input }),
    ),
});

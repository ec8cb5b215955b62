import type { Services } from '@partsmith/contracts/router';
import type { PicturesDependencies } from '../service-dependencies';
import { attachPicture } from './attach-picture';
import { matchParts } from './match-parts';

/** Pictures attached in bulk by file name (decision 0071), bound to their dependencies. */
export function createPicturesService({ db }: PicturesDependencies): Pick<Services, 'picturesAdmin'> {
  return {
    picturesAdmin: {
      matchParts: (input) => matchParts({ db, input }),
      attachPicture: ({ actorId, partNumber, source }) => attachPicture({ db, actorId, partNumber, source }),
    },
  };
}

import type { Services } from '@partsmith/contracts/router';
import type { ImagesDependencies } from '../service-dependencies';
import { storeImage } from './store-image';

/** The image upload use case bound to its dependencies. */
export function createImagesService({ db }: ImagesDependencies): Pick<Services, 'images'> {
  return { images: { storeImage: ({ source }) => storeImage({ db, source }) } };
}

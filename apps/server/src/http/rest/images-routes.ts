import multipart from '@fastify/multipart';
import { z } from 'zod';
import { registerErrorHandler } from '../error-handler';
import { signedIn } from './openapi-security';
import { readUpload } from './read-upload';
import type { RestRoutes } from './rest-routes-type';

const ZUploadFailure = z.object({ success: z.literal(false), error: z.object({ message: z.string() }) });

/** The spec's image host, here: `{ success, data: { url } }`; `id` is what `admin.products.create` takes. */
export const imagesRoutes: RestRoutes = async (app, { publicUrl }) => {
  // Multipart is parsed for this route alone; every other route takes JSON only.
  await app.register(async (scope) => {
    await scope.register(multipart);
    // Every refusal here, including the access and CSRF checks that run before the handler, answers like the
    // spec's image host did.
    registerErrorHandler(scope, (message) => ({ success: false, error: { message } }));
    scope.post(
      '/images',
      {
        schema: {
          operationId: 'uploadImage',
          tags: ['admin'],
          security: signedIn,
          summary: 'Upload a product image (admin)',
          description:
            'Upload a product image (admin): multipart field `image`; PNG, JPEG, WebP, AVIF or GIF, at most 5 MB',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ url: z.string(), id: z.string(), srcSet: z.string() }),
            }),
            '4xx': ZUploadFailure,
          },
        },
      },
      async (request) => {
        const image = await request
          .caller()
          .admin.images.upload({ source: { read: () => readUpload(request) } });
        const absolute = (path: string) => new URL(path, publicUrl).href;
        const srcSet = image.srcSet.replace(/\/images\/\S+/g, absolute);
        return { success: true as const, data: { url: absolute(image.url), id: image.id, srcSet } };
      },
    );
  });
};

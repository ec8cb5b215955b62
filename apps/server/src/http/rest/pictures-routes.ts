import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import { readUpload } from './read-upload';
import type { RestRoutes } from './rest-routes-type';

const ZAttached = z.object({
  id: z.string().describe("The part's id"),
  partNumber: z.string(),
  imageId: z.string(),
  url: z.string(),
  srcSet: z.string(),
});

/** A part's picture by its part number, for the bulk upload page and scripts (decision 0071). */
export const picturesRoutes: RestRoutes = async (app, { publicUrl }) => {
  // Multipart is parsed in this scope alone; refusals keep the admin routes' `{ message }`.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/pictures/:partNumber',
      {
        schema: {
          operationId: 'attachPicture',
          tags: ['admin'],
          security: signedIn,
          summary: "Set a part's picture by its part number (admin)",
          description:
            'Multipart field `image`; PNG, JPEG, WebP, AVIF or GIF, at most 5 MB. The part number is matched ignoring case.',
          consumes: ['multipart/form-data'],
          params: z.object({ partNumber: z.string() }),
          response: { 200: ZAttached, 400: ZMessage, 401: ZMessage, 403: ZMessage, '4xx': ZMessage },
        },
      },
      async (request) => {
        const { productId, partNumber, image } = await request.caller().admin.pictures.attach({
          partNumber: request.params.partNumber,
          source: { read: () => readUpload(request) },
        });
        const absolute = (path: string) => new URL(path, publicUrl).href;
        const srcSet = image.srcSet.replace(/\/images\/\S+/g, absolute);
        return { id: productId, partNumber, imageId: image.id, url: absolute(image.url), srcSet };
      },
    );
  });
};

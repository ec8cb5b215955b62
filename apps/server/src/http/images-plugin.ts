import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';
import type { ImageFile } from '../images/read-image';

const IMAGE_ID = /^[0-9a-f]{64}$/;

export interface ImagesPluginOptions {
  readImage: (id: string) => Promise<ImageFile | null>;
}

/** Images are content-addressed (id = SHA-256), so a URL's bytes never change: cache them for a year. */
export async function imagesPlugin(app: FastifyInstance, { readImage }: ImagesPluginOptions) {
  app.get<{ Params: { id: string } }>('/images/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    const notFound = () => reply.status(404).send({ message: MESSAGES.notFound });
    if (!IMAGE_ID.test(id)) return notFound();
    const etag = `"${id}"`;
    const cacheForever = () =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return cacheForever().status(304).send();
    const image = await readImage(id);
    if (!image) return notFound();
    return cacheForever().type(image.mime).send(Buffer.from(image.bytes));
  });
}

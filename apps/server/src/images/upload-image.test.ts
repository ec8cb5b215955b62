import { images } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';
import { startUploadTestApp, type UploadApp } from '../../test/uploads';

let t: TestApp;
let upload: UploadApp['upload'];
let storedCount: UploadApp['storedImages'];
beforeAll(async () => {
  const app = await startUploadTestApp();
  ({ t, upload, storedImages: storedCount } = app);
});
afterAll(() => t.close());

describe('a good image', () => {
  it('is re-encoded to WebP at most 1600 px, with 400 and 800 px copies, served immutable', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c0c4c8' } })
      .png()
      .toBuffer();
    const response = await upload({ filename: 'mill.png', contentType: 'image/png', bytes: png });

    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.url).toBe(`http://shop.test/images/${data.id}`);
    const rows = await t.database.db.select().from(images).where(eq(images.variantOf, data.id));
    expect(rows.map((row) => [row.width, row.height]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [400, 200],
      [800, 400],
    ]);
    expect(data.srcSet).toContain('1600w');

    const served = await t.app.inject({ method: 'GET', url: `/images/${data.id}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1600, 800]);

    // A product showing it gets the srcset of its copies.
    const product = await insertProduct(t.database.db, { imageId: data.id });
    const shown = await trpcAs(t.app).catalog.byId.query({ id: product.id });
    const [small, medium] = rows.sort((a, b) => a.width - b.width);
    expect(shown).toMatchObject({
      imageUrl: `/images/${data.id}`,
      imageSrcSet: `/images/${small?.id} 400w, /images/${medium?.id} 800w, /images/${data.id} 1600w`,
    });
  });

  it('drops the metadata of a JPEG and stores the same upload once', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = (await upload({ filename: 'p.jpg', contentType: 'image/jpeg', bytes: jpeg })).json();
    const before = await storedCount();
    const second = (await upload({ filename: 'p.jpg', contentType: 'image/jpeg', bytes: jpeg })).json();
    expect(second.data.id).toBe(first.data.id);
    expect(await storedCount()).toBe(before);

    const [row] = await t.database.db.select().from(images).where(eq(images.id, first.data.id));
    const stored = await sharp(row?.bytes ?? new Uint8Array()).metadata();
    expect([stored.format, stored.width, stored.exif]).toEqual(['webp', 300, undefined]);
    // Smaller than both copies' sizes: no copy is made.
    expect(await t.database.db.select().from(images).where(eq(images.variantOf, first.data.id))).toEqual([]);
  });
});

import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { auditEntriesOf } from '../../test/audit';
import { insertImage, insertProduct } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';
import { multipartFile } from '../../test/uploads';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  // As in production: the catalogue reloads only when the version the products trigger bumps has moved.
  t = await createTestApp({}, { catalogueChecksEveryRead: false });
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  adminHeaders = bearerHeaders(await startSession(t.database.db, admin.id));
});
afterAll(() => t.close());

const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

function upload(partNumber: string, bytes: Uint8Array, headers = adminHeaders) {
  const { payload, headers: multipart } = multipartFile({
    filename: `${partNumber}.png`,
    contentType: 'image/png',
    bytes,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/pictures/${encodeURIComponent(partNumber)}`,
    payload,
    headers: { ...headers, ...multipart },
  });
}
const imageOf = async (id: string) =>
  (await t.database.db.select({ imageId: products.imageId }).from(products).where(eq(products.id, id)))[0]
    ?.imageId;

describe('a picture attached by part number', () => {
  it('becomes the part’s picture, whatever the case of the number, audited, and the catalogue shows it', async () => {
    const part = await insertProduct(t.database.db, { partNumber: 'BULK-Hx8' });
    // The catalogue is loaded before the change, so only a version bump can make it show the picture.
    expect(await trpcAs(t.app).catalog.byId.query({ id: part.id })).toMatchObject({ imageUrl: null });

    const picture = await png('#8a8f94');
    const response = await upload('bulk-hx8', picture);

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ id: part.id, partNumber: 'BULK-Hx8' });
    expect(answer.url).toBe(`http://shop.test/images/${answer.imageId}`);
    expect(answer.srcSet).toContain('400w');
    expect(await trpcAs(t.app).catalog.byId.query({ id: part.id })).toMatchObject({
      imageUrl: `/images/${answer.imageId}`,
      imageSrcSet: expect.stringContaining('900w'),
    });
    const served = await t.app.inject({ method: 'GET', url: `/images/${answer.imageId}` });
    expect(served.headers['content-type']).toBe('image/webp');
    // The same file again (a retry that did arrive) changes nothing and is not audited twice.
    expect((await upload('BULK-HX8', picture)).json()).toMatchObject({ imageId: answer.imageId });
    const [entry, ...more] = await auditEntriesOf(t, part.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { partNumber: 'BULK-Hx8', imageUrl: null },
      after: { partNumber: 'BULK-Hx8', imageUrl: `/images/${answer.imageId}` },
    });
  });

  it('answers an unknown part number 404 in words, and a file that is no image 415, changing nothing', async () => {
    const picture = await insertImage(t.database.db);
    const part = await insertProduct(t.database.db, { partNumber: 'BULK-KEEP', imageId: picture });
    const unknown = await upload('NO-SUCH-9', await png('#101010'));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'No part on sale has the part number NO-SUCH-9' },
    ]);
    const text = await upload('BULK-KEEP', new TextEncoder().encode('not a picture at all'));
    expect([text.statusCode, text.json()]).toEqual([
      415,
      { message: 'Only PNG, JPEG, WebP, AVIF or GIF images can be uploaded' },
    ]);
    const removed = await insertProduct(t.database.db, { partNumber: 'BULK-GONE', deletedAt: new Date() });
    expect((await upload('BULK-GONE', await png('#202020'))).statusCode).toBe(404);
    expect(await imageOf(part.id)).toBe(picture);
    expect(await imageOf(removed.id)).toBeNull();
    expect(await auditEntriesOf(t, part.id)).toEqual([]);
  });

  it('is refused to customers and visitors before the file is read', async () => {
    const part = await insertProduct(t.database.db, { partNumber: 'BULK-CUST' });
    const customer = await insertAccount(t.database.db);
    const refused = await upload(
      'BULK-CUST',
      await png('#303030'),
      bearerHeaders(await startSession(t.database.db, customer.id)),
    );
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Forbidden access' }]);
    const anonymous = await upload('BULK-CUST', await png('#303030'), {});
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'UnAuthorized access' }]);
    expect(await imageOf(part.id)).toBeNull();
  });
});

describe('matching file names to parts', () => {
  it('answers the parts on sale among the numbers asked, any case, and whether they have a picture', async () => {
    const bare = await insertProduct(t.database.db, { partNumber: 'MATCH-1', name: 'Bare bracket' });
    const shown = await insertProduct(t.database.db, {
      partNumber: 'MATCH-2',
      name: 'Shown bracket',
      imageId: await insertImage(t.database.db),
    });
    await insertProduct(t.database.db, { partNumber: 'MATCH-3', deletedAt: new Date() });
    const { parts } = await trpcAs(t.app, adminHeaders).admin.pictures.match.mutate({
      partNumbers: ['match-1', 'MATCH-2', 'MATCH-3', 'MATCH-404'],
    });
    expect(parts.sort((a, b) => a.partNumber.localeCompare(b.partNumber))).toEqual([
      { id: bare.id, partNumber: 'MATCH-1', name: 'Bare bracket', hasPicture: false },
      { id: shown.id, partNumber: 'MATCH-2', name: 'Shown bracket', hasPicture: true },
    ]);
  });
});

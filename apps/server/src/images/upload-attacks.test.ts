import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { pngClaiming, startUploadTestApp, type UploadApp } from '../../test/uploads';

let t: TestApp;
let headers: Record<string, string>;
let upload: UploadApp['upload'];
let storedCount: UploadApp['storedImages'];
beforeAll(async () => {
  const app = await startUploadTestApp();
  ({ t, upload, storedImages: storedCount, adminHeaders: headers } = app);
});
afterAll(() => t.close());

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe('image upload attacks', () => {
  it.each([
    [
      'a text file named .png',
      { filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('just some text, honestly') },
      415,
      'Only PNG, JPEG, WebP, AVIF or GIF images can be uploaded',
    ],
    [
      'an SVG with a script',
      { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: svgWithScript },
      415,
      'Only PNG, JPEG, WebP, AVIF or GIF images can be uploaded',
    ],
    [
      'a PNG claiming 50 000 × 50 000 pixels',
      { filename: 'bomb.png', contentType: 'image/png', bytes: pngClaiming(50_000, 50_000) },
      400,
      'The image has more than 40 megapixels',
    ],
    [
      'a 6 MB file',
      {
        filename: 'huge.png',
        contentType: 'image/png',
        bytes: Buffer.concat([pngClaiming(100, 100), Buffer.alloc(6 * 1024 * 1024)]),
      },
      413,
      'The image is larger than 5 MB',
    ],
    [
      'an empty file',
      { filename: 'empty.png', contentType: 'image/png', bytes: new Uint8Array() },
      400,
      'The image file is empty',
    ],
    [
      'a broken PNG',
      { filename: 'broken.png', contentType: 'image/png', bytes: pngClaiming(100, 100) },
      400,
      'The image could not be read. Please upload another file.',
    ],
    [
      'the wrong field',
      { field: 'file', filename: 'a.png', contentType: 'image/png', bytes: pngClaiming(10, 10) },
      400,
      'Image is required',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_label, file, status, message) => {
    const before = await storedCount();
    const response = await upload(file);
    expect([response.statusCode, response.json()]).toEqual([status, { success: false, error: { message } }]);
    expect(await storedCount()).toBe(before);
  });

  it('answers a broken multipart body with a 400, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=cut' },
      payload: '--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nno end',
    });
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'The image could not be read. Please upload another file.',
    ]);
  });

  it('refuses anyone but an admin before reading the file', async () => {
    const customer = await insertAccount(t.database.db);
    const file = { filename: 'a.png', contentType: 'image/png', bytes: pngClaiming(10, 10) };
    const anonymous = await upload(file, {});
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { success: false, error: { message: 'UnAuthorized access' } },
    ]);
    const refused = await upload(file, bearerHeaders(await startSession(t.database.db, customer.id)));
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, error: { message: 'Forbidden access' } },
    ]);
  });

  it("refuses a cross-site upload riding an admin's cookie with a 403 in the image host's shape", async () => {
    const admin = await insertAccount(t.database.db, { role: 'admin' });
    const token = await startSession(t.database.db, admin.id);
    const file = { filename: 'a.png', contentType: 'image/png', bytes: pngClaiming(10, 10) };
    const crossSite = await upload(file, {
      cookie: `partsmith_session=${token}`,
      origin: 'https://evil.example',
    });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([
      403,
      { success: false, error: { message: 'Forbidden access' } },
    ]);
    expect(await storedCount()).toBe(0);
  });
});

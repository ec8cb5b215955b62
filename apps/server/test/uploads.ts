import { crc32 } from 'node:zlib';
import { images } from '@partsmith/db';
import { count } from 'drizzle-orm';
import { insertAccount, startSession } from './accounts';
import { bearerHeaders } from './http';
import { createTestApp } from './test-app';

/** Upload bodies and crafted image files for the upload tests. */

/** A multipart/form-data body with one file, as a browser's FormData upload sends it. */
export function multipartFile({
  field = 'image',
  filename,
  contentType,
  bytes,
}: {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}) {
  const boundary = `----partsmith${crypto.randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG header claiming `width` × `height` pixels, followed by nothing worth decoding. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A server with a signed-in admin, and the upload call the image tests make as that admin (or with other headers). */
export async function startUploadTestApp() {
  const t = await createTestApp();
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  const adminHeaders = bearerHeaders(await startSession(t.database.db, admin.id));
  return {
    t,
    adminHeaders,
    upload(file: Parameters<typeof multipartFile>[0], headers: Record<string, string> = adminHeaders) {
      const { payload, headers: multipartHeaders } = multipartFile(file);
      return t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload,
        headers: { ...headers, ...multipartHeaders },
      });
    },
    async storedImages() {
      return (await t.database.db.select({ n: count() }).from(images))[0]?.n;
    },
  };
}

export type UploadApp = Awaited<ReturnType<typeof startUploadTestApp>>;

import { createHash } from 'node:crypto';

export interface RenderedImage {
  id: string;
  mime: 'image/webp';
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Renders an SVG drawing to WebP; the id is the SHA-256 of the bytes, as the images table expects. */
export async function renderProductImage(svg: string): Promise<RenderedImage> {
  // Loaded only when demo data is seeded: importing sharp takes ~150 ms of every start.
  const { default: sharp } = await import('sharp');
  const webp = await sharp(Buffer.from(svg)).resize({ width: 800 }).webp({ quality: 82 }).toBuffer();
  const { width, height } = await sharp(webp).metadata();
  if (!width || !height) throw new Error('Rendered image has no dimensions');
  return {
    id: createHash('sha256').update(webp).digest('hex'),
    mime: 'image/webp',
    width,
    height,
    bytes: new Uint8Array(webp),
  };
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface RenderedImage {
  id: string;
  mime: 'image/webp';
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Renders an SVG drawing to WebP; the id is the SHA-256 of the bytes, as the images table expects. */
export async function renderProductImage(svg: string): Promise<RenderedImage> {
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

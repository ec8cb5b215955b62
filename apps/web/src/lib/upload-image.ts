import { imageIdFromUrl } from '@partsmith/contracts';

/** A refused upload, with the server's reason (too large, not an image…) to show as it is. */
export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

interface UploadAnswer {
  success?: boolean;
  data?: { url?: string };
  error?: { message?: string };
}

const FAILED = 'The image could not be uploaded. Please try again.';

/**
 * Uploads a product photo to `POST /api/images` (multipart, the session cookie rides along) and returns the
 * image id that `admin.products.create` takes. tRPC carries JSON only, hence a plain fetch here.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  let answer: UploadAnswer;
  try {
    const response = await fetch('/api/images', { method: 'POST', body, credentials: 'same-origin' });
    answer = (await response.json()) as UploadAnswer;
  } catch {
    throw new ImageUploadError(FAILED);
  }
  const url = answer.data?.url;
  if (!answer.success || !url) throw new ImageUploadError(answer.error?.message ?? FAILED);
  return imageIdFromUrl(url);
}

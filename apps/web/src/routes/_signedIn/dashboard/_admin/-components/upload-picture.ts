import { PICTURE_MESSAGES } from '@partsmith/contracts';

export type PictureUploadResult =
  | { ok: true; url: string }
  /** `refused`: the server read it and said no (not an image, too large…); else it never answered. */
  | { ok: false; refused: boolean; message: string };

/**
 * Sends one picture to `POST /api/pictures/{partNumber}` (multipart, the session cookie rides along), reporting
 * the share sent so far. XMLHttpRequest rather than fetch: only it reports an upload's progress.
 */
export function uploadPicture(
  partNumber: string,
  file: File,
  onProgress: (sent: number) => void,
): Promise<PictureUploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/pictures/${encodeURIComponent(partNumber)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { url?: unknown; message?: unknown } | null;
      if (request.status === 200 && typeof body?.url === 'string')
        return resolve({ ok: true, url: body.url });
      const message = typeof body?.message === 'string' ? body.message : PICTURE_MESSAGES.failed;
      resolve({ ok: false, refused: request.status >= 400 && request.status < 500, message });
    };
    request.onerror = () => resolve({ ok: false, refused: false, message: PICTURE_MESSAGES.failed });
    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });
}

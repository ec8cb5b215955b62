import { CATALOGUE_IMPORT_FIELD } from '@partsmith/contracts';

/** Where an import request is: the bytes going up (0–1), then the server at work on them. */
export type ImportProgress = { phase: 'uploading'; fraction: number } | { phase: 'server' };

interface Failure {
  message?: string;
}

const FAILED = 'The file could not be sent. Check the connection and try again.';

/**
 * Posts the file as multipart (the session cookie rides along) with XMLHttpRequest, whose upload events tell how
 * much has been sent, which fetch cannot. Resolves with the JSON answer; rejects with the server's reason.
 */
export function sendImport<Answer>(
  url: string,
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', fraction: event.loaded / event.total });
    });
    request.upload.addEventListener('load', () => onProgress({ phase: 'server' }));
    request.addEventListener('load', () => {
      const answer = request.response as (Answer & Failure) | null;
      if (request.status >= 200 && request.status < 300 && answer) resolve(answer);
      else reject(new Error(answer?.message ?? FAILED));
    });
    request.addEventListener('error', () => reject(new Error(FAILED)));
    const body = new FormData();
    body.append(CATALOGUE_IMPORT_FIELD, file);
    request.send(body);
  });
}

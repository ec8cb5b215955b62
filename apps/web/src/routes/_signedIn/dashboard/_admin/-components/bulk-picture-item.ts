import type { PicturePart } from '@partsmith/contracts';

/** What a chosen file is for: still being looked up, a part on sale, or no part at all. */
export type PictureMatchState =
  | { state: 'matching' }
  | { state: 'matched'; part: PicturePart }
  | { state: 'none' }
  | { state: 'lookupFailed' };

/** Where a matched file's upload stands; `sent` is the share of its bytes sent (0 to 1). */
export type PictureUploadState =
  | { state: 'ready' }
  | { state: 'waiting' }
  | { state: 'uploading'; sent: number }
  | { state: 'done'; url: string }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string };

export interface BulkPictureItem {
  key: string;
  file: File;
  match: PictureMatchState;
  upload: PictureUploadState;
}

/** Files a press of Upload sends: matched, and never sent yet. */
export const isReady = (item: BulkPictureItem) =>
  item.match.state === 'matched' && item.upload.state === 'ready';

export const canRetry = (item: BulkPictureItem) =>
  item.upload.state === 'refused' || item.upload.state === 'failed';

const isFinished = (item: BulkPictureItem) =>
  item.upload.state !== 'waiting' && item.upload.state !== 'uploading';

/** The figures of the files sent so far, for the total bar and its summary. */
export function batchProgress(items: BulkPictureItem[]) {
  const sent = items.filter((item) => item.match.state === 'matched' && item.upload.state !== 'ready');
  const shares = sent.map((item) => {
    if (item.upload.state === 'uploading') return item.upload.sent;
    return isFinished(item) ? 1 : 0;
  });
  const shareSent = shares.reduce((total, share) => total + share, 0);
  return {
    total: sent.length,
    finished: sent.filter(isFinished).length,
    done: sent.filter((item) => item.upload.state === 'done').length,
    percent: sent.length === 0 ? 0 : Math.round((shareSent / sent.length) * 100),
  };
}

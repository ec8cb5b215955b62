import { describe, expect, it } from 'vitest';
import { type BulkPictureItem, batchProgress, canRetry, isReady } from './bulk-picture-item';

const part = { id: 'p', partNumber: 'P-1', name: 'Bolt', hasPicture: false };
const item = (upload: BulkPictureItem['upload'], matched = true): BulkPictureItem => ({
  key: Math.random().toString(36),
  file: new File(['x'], 'P-1.png'),
  match: matched ? { state: 'matched', part } : { state: 'none' },
  upload,
});

describe('a batch of pictures', () => {
  it('counts only the files sent: a file matched to no part or not sent yet is not in the total', () => {
    const items = [
      item({ state: 'done', url: '/images/a' }),
      item({ state: 'refused', message: 'Only PNG…' }),
      item({ state: 'uploading', sent: 0.5 }),
      item({ state: 'waiting' }),
      item({ state: 'ready' }),
      item({ state: 'ready' }, false),
    ];
    expect(batchProgress(items)).toEqual({ total: 4, finished: 2, done: 1, percent: 63 });
    expect(items.map(isReady)).toEqual([false, false, false, false, true, false]);
    expect(items.map(canRetry)).toEqual([false, true, false, false, false, false]);
    expect(batchProgress([])).toEqual({ total: 0, finished: 0, done: 0, percent: 0 });
  });
});

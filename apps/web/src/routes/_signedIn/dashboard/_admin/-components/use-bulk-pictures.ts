import { matchPicture, PICTURE_MATCH_MAX, pictureCandidates } from '@partsmith/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../../../../lib/use-app-context';
import {
  type BulkPictureItem,
  batchProgress,
  type PictureMatchState,
  type PictureUploadState,
} from './bulk-picture-item';
import { uploadPicture } from './upload-picture';

/** Uploads at a time: enough to keep the line busy, few enough that each one's bar moves. */
const AT_ONCE = 3;

/**
 * The bulk picture batch: files are matched to parts by name in one look-up per batch of files, then sent three
 * at a time; each file keeps its own result, so one refusal loses nothing and can be retried.
 */
export function useBulkPictures() {
  const { trpc, trpcClient, queryClient } = useAppContext();
  const [items, setItems] = useState<BulkPictureItem[]>([]);
  const latest = useRef(items);
  latest.current = items;
  const queue = useRef<string[]>([]);
  const running = useRef(0);
  const nextKey = useRef(0);

  const change = useCallback((keys: Set<string>, update: (item: BulkPictureItem) => BulkPictureItem) => {
    setItems((current) => current.map((item) => (keys.has(item.key) ? update(item) : item)));
  }, []);
  const setUpload = useCallback(
    (key: string, upload: PictureUploadState) => change(new Set([key]), (item) => ({ ...item, upload })),
    [change],
  );

  const lookUp = useCallback(
    async (batch: BulkPictureItem[]) => {
      const keys = new Set(batch.map((item) => item.key));
      change(keys, (item) => ({ ...item, match: { state: 'matching' } }));
      const candidates = [...new Set(batch.flatMap((item) => pictureCandidates(item.file.name)))];
      try {
        const chunks = [];
        for (let start = 0; start < candidates.length; start += PICTURE_MATCH_MAX)
          chunks.push(candidates.slice(start, start + PICTURE_MATCH_MAX));
        const answers = await Promise.all(
          chunks.map((partNumbers) => trpcClient.admin.pictures.match.mutate({ partNumbers })),
        );
        const parts = answers.flatMap((answer) => answer.parts);
        change(keys, (item) => {
          const part = matchPicture(item.file.name, parts);
          const match: PictureMatchState = part ? { state: 'matched', part } : { state: 'none' };
          return { ...item, match };
        });
      } catch {
        change(keys, (item) => ({ ...item, match: { state: 'lookupFailed' } }));
      }
    },
    [change, trpcClient],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const first = nextKey.current;
      nextKey.current += files.length;
      const added = files.map(
        (file, index): BulkPictureItem => ({
          key: `picture-${first + index}`,
          file,
          match: { state: 'matching' },
          upload: { state: 'ready' },
        }),
      );
      if (added.length === 0) return;
      setItems((current) => [...current, ...added]);
      void lookUp(added);
    },
    [lookUp],
  );

  const send = useCallback(
    async (key: string) => {
      const item = latest.current.find((one) => one.key === key);
      if (item?.match.state !== 'matched') return;
      setUpload(key, { state: 'uploading', sent: 0 });
      const result = await uploadPicture(item.match.part.partNumber, item.file, (sent) =>
        setUpload(key, { state: 'uploading', sent }),
      );
      if (result.ok) setUpload(key, { state: 'done', url: result.url });
      else setUpload(key, { state: result.refused ? 'refused' : 'failed', message: result.message });
    },
    [setUpload],
  );

  const pump = useCallback(() => {
    while (running.current < AT_ONCE && queue.current.length > 0) {
      const key = queue.current.shift() as string;
      running.current += 1;
      void send(key).finally(() => {
        running.current -= 1;
        // The shop shows the new pictures once the batch is through.
        if (running.current === 0 && queue.current.length === 0)
          void queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
        pump();
      });
    }
  }, [send, queryClient, trpc]);

  /** Queues these files (matched ones only) and starts sending. */
  const upload = useCallback(
    (keys: string[]) => {
      // A double press queues nothing twice: only matched files that are not already on their way.
      const matched = keys.filter((key) =>
        latest.current.some(
          (item) =>
            item.key === key &&
            item.match.state === 'matched' &&
            item.upload.state !== 'waiting' &&
            item.upload.state !== 'uploading',
        ),
      );
      change(new Set(matched), (item) => ({ ...item, upload: { state: 'waiting' } }));
      queue.current.push(...matched);
      pump();
    },
    [change, pump],
  );

  const retryLookUp = useCallback(
    () => void lookUp(latest.current.filter((item) => item.match.state === 'lookupFailed')),
    [lookUp],
  );

  /** Forgets the files not sent or already through; those on their way stay. */
  const clear = useCallback(() => {
    setItems((current) => current.filter((item) => ['waiting', 'uploading'].includes(item.upload.state)));
  }, []);

  // Leaving mid-batch would drop the files not yet sent: the browser asks first.
  const progress = batchProgress(items);
  const busy = progress.finished < progress.total;
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { items, progress, busy, addFiles, upload, retryLookUp, clear };
}

import { PICTURE_MESSAGES as M } from '@partsmith/contracts';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { canRetry, isReady } from './bulk-picture-item';
import { PictureDropZone } from './picture-drop-zone';
import { PictureRow } from './picture-row';
import { ProgressBar } from './progress-bar';
import { useBulkPictures } from './use-bulk-pictures';

/**
 * Add pictures in bulk (`/dashboard/bulkPictures`, decision 0071): each file's name is its part's number, matched
 * before anything is sent; matched files upload three at a time, each with its own bar, result and retry.
 */
export function BulkPicturesPage() {
  const { items, progress, busy, addFiles, upload, retryLookUp, clear } = useBulkPictures();
  const ready = items.filter(isReady);
  const retryable = items.filter(canRetry);
  const unmatched = items.filter((item) => item.match.state === 'none').length;
  const lookupFailed = items.some((item) => item.match.state === 'lookupFailed');
  const summary = M.summary(progress.done, progress.total);

  return (
    <DashboardPage title={M.pageTitle} intro={M.pageIntro}>
      <PictureDropZone onFiles={addFiles} />
      {items.length > 0 && (
        <section aria-label="Chosen pictures" className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="mr-auto text-sm text-graphite-700">
              {items.length} {items.length === 1 ? 'file' : 'files'}
              {unmatched > 0 && `, ${unmatched} with no part`}
            </p>
            {lookupFailed && (
              <Button variant="secondary" onClick={retryLookUp}>
                Look up again
              </Button>
            )}
            {retryable.length > 0 && (
              <Button variant="secondary" onClick={() => upload(retryable.map((item) => item.key))}>
                {M.retry(retryable.length)}
              </Button>
            )}
            {ready.length > 0 && (
              <Button onClick={() => upload(ready.map((item) => item.key))}>{M.upload(ready.length)}</Button>
            )}
            <Button variant="ghost" disabled={busy} onClick={clear}>
              Clear list
            </Button>
          </div>
          {progress.total > 0 && (
            <div className="space-y-1">
              <ProgressBar label={M.totalProgress} percent={progress.percent} valueText={summary} />
              <p role="status" className="text-sm font-medium text-graphite-900">
                {summary}
                {!busy && retryable.length > 0 && `; ${retryable.length} refused or failed`}
              </p>
            </div>
          )}
          <ul aria-label="Pictures and their parts" className="space-y-2">
            {items.map((item) => (
              <PictureRow key={item.key} item={item} onRetry={(key) => upload([key])} />
            ))}
          </ul>
        </section>
      )}
    </DashboardPage>
  );
}

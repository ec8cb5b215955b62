import { PICTURE_MESSAGES as M } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../../../components/ui/button';
import type { BulkPictureItem } from './bulk-picture-item';
import { canRetry } from './bulk-picture-item';
import { ProgressBar } from './progress-bar';

interface PictureRowProps {
  item: BulkPictureItem;
  onRetry: (key: string) => void;
}

/** One chosen file: the part its name matched (or none), then its upload's bar and result. */
export function PictureRow({ item, onRetry }: PictureRowProps) {
  const { file, match } = item;
  return (
    <li className="grid gap-2 rounded-md border border-graphite-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,14rem)] sm:items-center sm:gap-4">
      <p className="min-w-0 font-mono text-sm break-all text-graphite-900">{file.name}</p>
      <p className="min-w-0 text-sm">
        {match.state === 'matching' && <span className="text-graphite-600">{M.matching}</span>}
        {match.state === 'lookupFailed' && <span className="text-danger-700">{M.matchFailed}</span>}
        {match.state === 'none' && <span className="text-danger-700">{M.noMatch}</span>}
        {match.state === 'matched' && (
          <>
            <span className="font-medium text-graphite-900">{match.part.name}</span>{' '}
            <span className="font-mono text-xs text-graphite-600">
              <span className="sr-only">part number </span>
              {match.part.partNumber}
            </span>
            {match.part.hasPicture && (
              <span className="block text-xs text-graphite-600">{M.replacesPicture}</span>
            )}
          </>
        )}
      </p>
      {match.state === 'matched' && <UploadCell item={item} onRetry={onRetry} />}
    </li>
  );
}

function UploadCell({ item, onRetry }: PictureRowProps) {
  const { upload, match } = item;
  if (match.state !== 'matched') return null;
  const label = `Upload of ${item.file.name}`;
  if (upload.state === 'ready') return <p className="text-sm text-graphite-600">Ready to upload</p>;
  if (upload.state === 'waiting' || upload.state === 'uploading') {
    const percent = upload.state === 'uploading' ? Math.round(upload.sent * 100) : 0;
    return (
      <div className="space-y-1">
        <ProgressBar label={label} percent={percent} />
        <p className="text-xs text-graphite-600">
          {upload.state === 'waiting' ? M.waiting : `${M.uploading} ${percent}%`}
        </p>
      </div>
    );
  }
  if (upload.state === 'done')
    return (
      <p className="flex flex-wrap items-center gap-x-3 text-sm">
        <span className="font-semibold text-green-800">{M.done}</span>
        <Link to="/parts/$id" params={{ id: match.part.id }} className="text-accent-700 underline">
          View {match.part.partNumber}
        </Link>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="min-w-0 text-sm text-danger-700">{upload.message}</p>
      {canRetry(item) && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Retry ${item.file.name}`}
          onClick={() => onRetry(item.key)}
        >
          Retry
        </Button>
      )}
    </div>
  );
}

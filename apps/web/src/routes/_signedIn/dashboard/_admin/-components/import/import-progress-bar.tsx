import type { ImportProgress } from './send-import';

/** The upload's share sent, then what the server is doing with the file (it answers once it is done). */
export function ImportProgressBar({
  progress,
  serverPhase,
}: {
  progress: ImportProgress;
  serverPhase: string;
}) {
  const percent = progress.phase === 'uploading' ? Math.round(progress.fraction * 100) : null;
  const label = percent === null ? serverPhase : `Uploading the file: ${percent}%`;
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm font-medium text-graphite-800">{label}</p>
      <progress
        className="h-3 w-full accent-accent-700"
        aria-label={label}
        max={100}
        {...(percent === null ? {} : { value: percent })}
      />
    </div>
  );
}

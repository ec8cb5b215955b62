interface ProgressBarProps {
  label: string;
  percent: number;
  /** What a screen reader says instead of the bare percentage ("3 of 5 pictures attached"). */
  valueText?: string;
}

/** A determinate bar a screen reader reads as a progress bar with its value. */
export function ProgressBar({ label, percent, valueText }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-graphite-200"
    >
      <div
        className="h-full rounded-full bg-accent-700 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** Placeholder with a part card's shape, so the grid does not jump when the parts arrive. */
export function PartCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-md border border-graphite-200 bg-white"
    >
      <div className="aspect-[4/3] bg-graphite-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-graphite-200" />
        <div className="h-4 w-full rounded bg-graphite-100" />
        <div className="h-4 w-5/6 rounded bg-graphite-100" />
        <div className="h-10 w-full rounded-md bg-graphite-200" />
      </div>
    </div>
  );
}

/** A grid of three placeholders, announced once as loading (home's latest parts, the catalogue). */
export function PartGridSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        Loading parts
      </span>
      <PartCardSkeleton />
      <PartCardSkeleton />
      <PartCardSkeleton />
    </div>
  );
}

import { Spinner } from './ui/spinner';

/** Shown by the router only when a page takes over a second to load, so quick navigations never flash it. */
export function PagePending() {
  return (
    <div className="flex justify-center py-24 text-accent-700">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

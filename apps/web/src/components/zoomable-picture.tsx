import type { Product } from '@partsmith/contracts';
import { useState } from 'react';
import { ProductImage } from './part-image';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

const FRAME = 'aspect-[4/3] rounded-md border border-graphite-200';

/** How wide the picture shows; the server's preload of a part's picture says the same. */
export const PRODUCT_PICTURE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** The part's picture; a button (Enter or a click) opens it full size in a dialog that Escape closes. */
export function ZoomablePicture({ part }: { part: Product }) {
  const [open, setOpen] = useState(false);
  const picture = (
    <ProductImage
      part={part}
      sizes={PRODUCT_PICTURE_SIZES}
      width={800}
      height={600}
      eager
      className={FRAME}
    />
  );
  if (!part.imageUrl) return picture;
  return (
    <div>
      <button
        type="button"
        aria-label={`Enlarge the picture of ${part.name}`}
        onClick={() => setOpen(true)}
        className="group relative block w-full cursor-zoom-in"
      >
        {picture}
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-md bg-graphite-900/80 px-3 py-1.5 text-sm font-medium text-white group-hover:bg-graphite-900"
        >
          Enlarge
        </span>
      </button>
      <Dialog open={open} title={part.name} onClose={() => setOpen(false)} wide>
        <img
          src={part.imageUrl}
          alt={part.name}
          loading="lazy"
          className="max-h-[75vh] w-full rounded-md object-contain"
        />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

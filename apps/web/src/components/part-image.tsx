import type { Product } from '@partsmith/contracts';

interface PartImageProps {
  /** Server image URL ("/images/<sha256>"), or null when the product has no photo yet. */
  src: string | null;
  name: string;
  width: number;
  height: number;
  className?: string;
  /** Only an image at the top of the first screen should be eager. */
  eager?: boolean;
  /** The product's `imageSrcSet` and how wide the image shows, so a phone loads a smaller copy. */
  srcSet?: string | null;
  sizes?: string;
  /** Beside the part's name already (a list's thumbnail): hidden from screen readers, which read the name. */
  decorative?: boolean;
}

/**
 * A product photo with its size reserved (no layout shift) and shown whole (contained, never cropped: a part cut
 * off at the edge is another part), or a neutral stand-in when there is none.
 */
export function PartImage({
  src,
  name,
  width,
  height,
  className = '',
  eager = false,
  srcSet,
  sizes,
  decorative = false,
}: PartImageProps) {
  if (!src) {
    return (
      <div
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name}: no photo yet` })}
        className={`flex items-center justify-center bg-graphite-100 text-graphite-400 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : name}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is the page's largest paint (the product page's photo): fetched before anything else.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`w-full bg-graphite-100 object-contain ${className}`}
    />
  );
}

type ProductImageProps = Omit<PartImageProps, 'src' | 'srcSet' | 'name'> & {
  part: Pick<Product, 'imageUrl' | 'imageSrcSet' | 'name'>;
};

/** A product's own photo (its URL, its smaller copies and its name as the text), or the stand-in. */
export function ProductImage({ part, ...props }: ProductImageProps) {
  return <PartImage src={part.imageUrl} srcSet={part.imageSrcSet} name={part.name} {...props} />;
}

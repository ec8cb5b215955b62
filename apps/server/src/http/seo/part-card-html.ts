import { CARD_DESCRIPTION_LENGTH, formatCents, type Product, truncate } from '@partsmith/contracts';
import { escapeHtml } from './escape';

/**
 * The app's button classes (apps/web/src/components/ui/button-classes.ts) for the buttons this markup draws: the
 * first HTML must measure as the app's page does, or its parts would jump when the app takes over.
 */
const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const BUTTON_VARIANTS = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800 active:bg-accent-900',
  secondary:
    'border border-graphite-300 bg-white text-graphite-900 hover:border-graphite-400 hover:bg-graphite-50',
};
const BUTTON_SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm' };

export function buttonClasses(
  variant: keyof typeof BUTTON_VARIANTS,
  size: keyof typeof BUTTON_SIZES,
  extra: string,
): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]} ${extra}`;
}

/** The first card's picture is the page's largest paint; all show as wide as the preload's `imagesizes` says. */
interface CardPicture {
  first: boolean;
  pictureSizes: string;
}

function cardPicture(part: Product, { first, pictureSizes }: CardPicture): string {
  const name = escapeHtml(part.name);
  if (!part.imageUrl) {
    return `<div role="img" aria-label="${name}: no photo yet" class="flex items-center justify-center bg-graphite-100 text-graphite-400 aspect-[4/3]"><svg viewBox="0 0 24 24" aria-hidden="true" class="size-12" fill="none" stroke="currentColor" stroke-width="1.5"><path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z"></path></svg></div>`;
  }
  const srcSet = part.imageSrcSet
    ? ` srcset="${escapeHtml(part.imageSrcSet)}" sizes="${escapeHtml(pictureSizes)}"`
    : '';
  // The first card's picture is the page's largest paint: fetched first, as the app's eager one is.
  const loading = first ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${escapeHtml(part.imageUrl)}"${srcSet} alt="${name}" width="480" height="360" ${loading} decoding="async" class="w-full bg-graphite-100 object-contain aspect-[4/3]" />`;
}

/**
 * A part's card as the app's PartCard draws it in a category's grid (a level-2 heading, Add to cart under Buy
 * now), so it paints before any script and the app's own card replaces it in the same place. Add to cart keeps
 * its place but stays hidden until the app, which makes it work, draws it.
 */
export function partCardHtml(part: Product, picture: CardPicture): string {
  const name = escapeHtml(part.name);
  const fact = (term: string, value: string, tone = 'text-graphite-900') =>
    `<div><dt class="text-graphite-500">${term}</dt><dd class="font-semibold ${tone}">${value}</dd></div>`;
  // Below the minimum order the part is out of stock (the app's words).
  const stock = part.orderable
    ? fact('In stock', String(part.quantity))
    : fact('Stock', 'Out of stock', 'text-danger-700');
  const buy = part.orderable
    ? `<a href="/purchase/${escapeHtml(part.id)}" aria-label="Buy now: ${name}" class="${buttonClasses('primary', 'md', 'relative w-full')}">Buy now</a><span aria-hidden="true" class="${buttonClasses('secondary', 'md', 'invisible relative -mt-2 w-full')}">Add to cart</span>`
    : '<p class="rounded-md bg-graphite-100 py-2.5 text-center text-sm font-semibold text-graphite-700">Out of stock</p>';
  return `<li class="flex"><article class="relative flex w-full flex-col overflow-hidden rounded-md border border-graphite-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">${cardPicture(part, picture)}<div class="flex flex-1 flex-col gap-4 p-5"><div class="space-y-2"><h2 class="text-lg font-semibold text-graphite-900"><a href="/parts/${escapeHtml(part.id)}" class="after:absolute after:inset-0 hover:text-accent-700 hover:underline">${name}</a></h2><p class="font-mono text-xs text-graphite-600">${escapeHtml(part.partNumber)}</p><p class="text-sm leading-relaxed text-graphite-600">${escapeHtml(truncate(part.description, CARD_DESCRIPTION_LENGTH))}</p></div><dl class="mt-auto grid grid-cols-3 gap-2 border-t border-graphite-100 pt-4 text-sm">${fact('Price', escapeHtml(formatCents(part.priceCents)))}${stock}${fact('Min. order', String(part.minimumOrderQuantity))}</dl>${buy}</div></article></li>`;
}

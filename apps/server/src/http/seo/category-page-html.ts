import { type CategoryLink, type CategoryPage, type CategoryTree, STORE_NAME } from '@partsmith/contracts';
import { escapeHtml } from './escape';
import { absolute, withHead, withMainContent, withScriptsAfterFirstPaint } from './page-html';
import { buttonClasses, partCardHtml } from './part-card-html';

export function categoryPath(category: CategoryLink): string {
  return `/parts/category/${category.slug}`;
}

/** A category as its page names it: the menu's entry, and the top category above it (null for a top one). */
export interface CategoryPlace {
  category: CategoryTree[number] | CategoryTree[number]['children'][number];
  parent: CategoryLink | null;
  children: CategoryTree[number]['children'];
}

/** The category with this slug in the menu, or null. */
export function findInMenu(tree: CategoryTree, slug: string): CategoryPlace | null {
  for (const top of tree) {
    if (top.slug === slug) return { category: top, parent: null, children: top.children };
    const child = top.children.find((candidate) => candidate.slug === slug);
    if (child) return { category: child, parent: top, children: [] };
  }
  return null;
}

const parts = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function categoryDescription({ category, children }: CategoryPlace): string {
  const stocked = children.filter((child) => child.partCount > 0).map((child) => child.name);
  const within = stocked.length > 0 ? ` in ${listOf(stocked)}` : '';
  return `${category.name}: ${parts(category.partCount)}${within} at ${STORE_NAME}, with prices, stock and specifications to filter by, ready to order in bulk.`;
}

/** schema.org `BreadcrumbList`: the trail a search result shows above the category's link. */
function breadcrumbData({ category, parent }: CategoryPlace, origin: string): Record<string, unknown> {
  const trail = [
    { name: 'Parts', path: '/parts' },
    ...(parent ? [{ name: parent.name, path: categoryPath(parent) }] : []),
    { name: category.name, path: categoryPath(category) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.path, origin),
    })),
  };
}

/** A category's opening page: its first page of parts, and how wide their pictures show (its preload's sizes). */
export interface OpeningParts {
  page: CategoryPage;
  pictureSizes: string;
}

const SORT_LABELS = ['Newest', 'Price: low to high', 'Price: high to low', 'Name'];

/**
 * A category's first page of parts laid out as the app's category page (decision 0057): the filters' column, the
 * count with the controls' place, the cards and the pager. The filters and controls are the app's to draw, once
 * they work; their place is kept (an empty column, the controls hidden) so nothing moves when they appear.
 */
function firstPageMarkup({ page, pictureSizes }: OpeningParts, slug: string): string {
  const controls = `<div aria-hidden="true" class="invisible flex flex-wrap items-end gap-3"><button type="button" tabindex="-1" class="${buttonClasses('secondary', 'md', 'lg:hidden')}">Filters (0)</button><div class="flex items-center gap-2"><span class="text-sm font-medium text-graphite-800">Sort by</span><select tabindex="-1" class="h-10 rounded-md border border-graphite-300 bg-white px-3 text-sm text-graphite-900">${SORT_LABELS.map((label) => `<option>${label}</option>`).join('')}</select></div></div>`;
  const toolbar = `<div class="flex flex-wrap items-end justify-between gap-4"><p class="font-medium text-graphite-800">${parts(page.total)}</p>${controls}</div>`;
  const cards = `<ul aria-label="Parts" class="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">${page.items.map((part, index) => partCardHtml(part, { first: index === 0, pictureSizes })).join('')}</ul>`;
  const pager = page.nextCursor
    ? `<nav aria-label="Pages" class="flex items-center justify-between gap-3"><button type="button" disabled class="${buttonClasses('secondary', 'md', '')}">Previous</button><a href="${escapeHtml(`/parts/category/${slug}?after=${encodeURIComponent(page.nextCursor)}`)}" class="${buttonClasses('secondary', 'md', '')}">Next</a></nav>`
    : '';
  return `<div class="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8"><div aria-hidden="true" class="hidden lg:block"></div><div class="space-y-6">${toolbar}${cards}${pager}</div></div>`;
}

/**
 * The category as a crawler reads it before any script runs, laid out as the app's category page: breadcrumbs,
 * heading, links to its sub-categories, and its first page of parts (without filters; a filtered page says how
 * many parts the category has, the app its own count).
 */
function categoryMarkup({ category, parent, children }: CategoryPlace, opening: OpeningParts | null): string {
  const link = (to: CategoryLink) =>
    `<a href="${escapeHtml(categoryPath(to))}" class="font-medium text-accent-800 underline underline-offset-2">${escapeHtml(to.name)}</a>`;
  const step = (content: string) =>
    `<li class="flex items-center gap-2"><span aria-hidden="true">›</span>${content}</li>`;
  const breadcrumbs = `<nav aria-label="Breadcrumbs"><ol class="flex flex-wrap items-center gap-2 text-sm text-graphite-700"><li><a href="/parts" class="font-medium text-accent-800 underline underline-offset-2">Parts</a></li>${parent ? step(link(parent)) : ''}${step(`<span aria-current="page">${escapeHtml(category.name)}</span>`)}</ol></nav>`;
  const subcategories =
    children.length === 0
      ? ''
      : `<nav aria-label="Sub-categories"><ul class="flex flex-wrap gap-2">${children.map((child) => `<li><a href="${escapeHtml(categoryPath(child))}" class="${buttonClasses('secondary', 'sm', '')}">${escapeHtml(child.name)}</a></li>`).join('')}</ul></nav>`;
  // An empty category's page is the app's to explain (what to loosen, where else to look).
  const content =
    opening && opening.page.items.length > 0
      ? firstPageMarkup(opening, category.slug)
      : `<p class="text-graphite-700">${parts(category.partCount)}</p>`;
  return `<div class="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">${breadcrumbs}<h1 class="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">${escapeHtml(category.name)}</h1>${subcategories}${content}</div>`;
}

/**
 * The prerendered catalogue page made this category's: its head, breadcrumbs and heading, and its first page of
 * parts when given (the page without filters), whose scripts then load after it has painted.
 */
export function categoryPageHtml(
  template: string,
  place: CategoryPlace,
  opening: OpeningParts | null,
  publicUrl: string,
): string {
  const page = withHead(
    template,
    {
      title: `${place.category.name} · Parts · ${STORE_NAME}`,
      description: categoryDescription(place),
      path: categoryPath(place.category),
      ogType: 'website',
      structuredData: breadcrumbData(place, new URL(publicUrl).origin),
    },
    publicUrl,
  );
  const withContent = withMainContent(page, categoryMarkup(place, opening));
  // Parts on the first paint: the scripts wait for it (decision 0076); an empty page waits for the app.
  return opening && opening.page.items.length > 0 ? withScriptsAfterFirstPaint(withContent) : withContent;
}

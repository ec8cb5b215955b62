import { type CategoryLink, type CategoryTree, STORE_NAME } from '@partsmith/contracts';
import { escapeHtml } from './escape';
import { absolute, withHead, withMainContent } from './page-html';

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

/**
 * The category as a crawler reads it before any script runs, laid out as the app's category frame: breadcrumbs,
 * heading, how many parts, and links to its sub-categories (its parts are in the sitemap and on the app's page).
 */
function categoryMarkup({ category, parent, children }: CategoryPlace): string {
  const link = (to: CategoryLink) =>
    `<a href="${escapeHtml(categoryPath(to))}" class="font-medium text-accent-800 underline underline-offset-2">${escapeHtml(to.name)}</a>`;
  const step = (content: string) =>
    `<li class="flex items-center gap-2"><span aria-hidden="true">›</span>${content}</li>`;
  const breadcrumbs = `<nav aria-label="Breadcrumbs"><ol class="flex flex-wrap items-center gap-2 text-sm text-graphite-700"><li><a href="/parts" class="font-medium text-accent-800 underline underline-offset-2">Parts</a></li>${parent ? step(link(parent)) : ''}${step(`<span aria-current="page">${escapeHtml(category.name)}</span>`)}</ol></nav>`;
  const subcategories =
    children.length === 0
      ? ''
      : `<ul class="flex flex-wrap gap-3">${children.map((child) => `<li>${link(child)} <span class="text-sm text-graphite-600">(${child.partCount})</span></li>`).join('')}</ul>`;
  return `<div class="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">${breadcrumbs}<h1 class="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">${escapeHtml(category.name)}</h1><p class="text-graphite-700">${parts(category.partCount)}</p>${subcategories}</div>`;
}

/** The prerendered catalogue page made this category's: its head, breadcrumbs and heading. */
export function categoryPageHtml(template: string, place: CategoryPlace, publicUrl: string): string {
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
  return withMainContent(page, categoryMarkup(place));
}

import type { AdminCategory, AdminCategoryTree } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useCategoryChange } from './use-category-change';

export interface CategoryActions {
  onRename: (category: AdminCategory) => void;
  onMove: (category: AdminCategory) => void;
  onRemove: (category: AdminCategory) => void;
  onSelect: (category: AdminCategory) => void;
}

const parts = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** One category's line: what it is, and its actions; up and down move it among its siblings. */
function CategoryRow({
  category,
  index,
  siblings,
  selected,
  actions,
}: {
  category: AdminCategory | AdminCategoryTree[number];
  index: number;
  siblings: number;
  selected: boolean;
  actions: CategoryActions;
}) {
  const { trpcClient } = useAppContext();
  const move = useCategoryChange((position: number) =>
    trpcClient.admin.categories.move.mutate({ id: category.id, parentId: category.parentId, position }),
  );
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-graphite-900">{category.name}</p>
        <p className="text-sm break-all text-graphite-600">
          /{category.slug} · {parts(category.partCount)}
          {'children' in category && category.children.length > 0 && ' of its own'} ·{' '}
          {category.attributes.length} attributes
        </p>
      </div>
      <div className="flex flex-wrap gap-2" aria-busy={move.isPending || undefined}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Move ${category.name} up`}
          disabled={index === 0 || move.isPending}
          onClick={() => move.mutate(index - 1)}
        >
          Up
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Move ${category.name} down`}
          disabled={index === siblings - 1 || move.isPending}
          onClick={() => move.mutate(index + 1)}
        >
          Down
        </Button>
        <Button
          variant={selected ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={selected}
          aria-label={`Attributes of ${category.name}`}
          onClick={() => actions.onSelect(category)}
        >
          Attributes
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Rename ${category.name}`}
          onClick={() => actions.onRename(category)}
        >
          Rename
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Change the parent of ${category.name}`}
          onClick={() => actions.onMove(category)}
        >
          Parent
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Remove ${category.name}`}
          onClick={() => actions.onRemove(category)}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}

/** The tree: top categories in the menu's order, each with its sub-categories indented under it. */
export function CategoryTreeList({
  tree,
  selectedId,
  actions,
}: {
  tree: AdminCategoryTree;
  selectedId: string | null;
  actions: CategoryActions;
}) {
  return (
    <ol
      aria-label="Categories"
      className="divide-y divide-graphite-200 rounded-md border border-graphite-200 bg-white px-4 sm:px-5"
    >
      {tree.map((top, index) => (
        <li key={top.id}>
          <CategoryRow
            category={top}
            index={index}
            siblings={tree.length}
            selected={top.id === selectedId}
            actions={actions}
          />
          {top.children.length > 0 && (
            <ol
              aria-label={`Sub-categories of ${top.name}`}
              className="mb-3 divide-y divide-graphite-100 border-l-2 border-graphite-200 pl-3 sm:pl-5"
            >
              {top.children.map((child, childIndex) => (
                <li key={child.id}>
                  <CategoryRow
                    category={child}
                    index={childIndex}
                    siblings={top.children.length}
                    selected={child.id === selectedId}
                    actions={actions}
                  />
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

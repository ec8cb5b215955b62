import type { AdminAttribute, AdminCategory } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { TitledPanel } from '../../../../../components/ui/titled-panel';
import { useAppContext } from '../../../../../lib/use-app-context';
import { KIND_LABELS } from './attribute-form';
import { useCategoryChange } from './use-category-change';

/** The selected category's own attributes in order, with their actions; its parent's are named above them. */
export function CategoryAttributesPanel({
  category,
  parent,
  onAdd,
  onRename,
  onRemove,
}: {
  category: AdminCategory;
  parent: AdminCategory | null;
  onAdd: () => void;
  onRename: (attribute: AdminAttribute) => void;
  onRemove: (attribute: AdminAttribute) => void;
}) {
  const { trpcClient } = useAppContext();
  const reorder = useCategoryChange((attributeIds: string[]) =>
    trpcClient.admin.categories.reorderAttributes.mutate({ categoryId: category.id, attributeIds }),
  );
  const ids = category.attributes.map((attribute) => attribute.id);
  const swap = (index: number, other: number) => {
    const order = [...ids];
    [order[index], order[other]] = [order[other] ?? '', order[index] ?? ''];
    reorder.mutate(order);
  };
  return (
    <TitledPanel id={`attributes-${category.id}`} title={`Attributes of ${category.name}`} tone="card">
      <p className="text-sm text-graphite-700">
        Its parts are described by these, in this order, on their pages and as the category page’s filters.
        {parent && parent.attributes.length > 0 && (
          <>
            {' '}
            They also have {parent.name}’s: {parent.attributes.map((a) => a.name).join(', ')}.
          </>
        )}
      </p>
      <Button size="sm" onClick={onAdd} aria-label={`Add attribute to ${category.name}`}>
        Add attribute
      </Button>
      {category.attributes.length === 0 ? (
        <p className="text-graphite-700">No attributes of its own yet.</p>
      ) : (
        <ol
          aria-label={`Attributes of ${category.name}`}
          aria-busy={reorder.isPending || undefined}
          className="divide-y divide-graphite-200"
        >
          {category.attributes.map((attribute, index) => (
            <li
              key={attribute.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-graphite-900">
                  {attribute.name}
                  {attribute.unit && (
                    <span className="font-normal text-graphite-600"> ({attribute.unit})</span>
                  )}
                </p>
                <p className="text-sm break-all text-graphite-600">
                  {attribute.key} · {KIND_LABELS[attribute.kind]}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Move ${attribute.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => swap(index, index - 1)}
                >
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Move ${attribute.name} down`}
                  disabled={index === ids.length - 1 || reorder.isPending}
                  onClick={() => swap(index, index + 1)}
                >
                  Down
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Rename ${attribute.name}`}
                  onClick={() => onRename(attribute)}
                >
                  Rename
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`Remove ${attribute.name}`}
                  onClick={() => onRemove(attribute)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </TitledPanel>
  );
}

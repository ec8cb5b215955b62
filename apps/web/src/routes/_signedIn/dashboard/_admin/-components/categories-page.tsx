import type { AdminAttribute, AdminCategory } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Button } from '../../../../../components/ui/button';
import { Dialog } from '../../../../../components/ui/dialog';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { AttributeCreateForm, AttributeRenameForm } from './attribute-form';
import { CategoryAttributesPanel } from './category-attributes-panel';
import { CategoryCreateForm, CategoryRenameForm } from './category-form';
import { CategoryMoveForm } from './category-move-form';
import { CategoryTreeList } from './category-tree-list';
import { useCategoryKeys } from './use-category-keys';

type CategoryDialog =
  | { kind: 'create' }
  | { kind: 'rename' | 'move'; category: AdminCategory }
  | { kind: 'addAttribute'; category: AdminCategory }
  | { kind: 'renameAttribute'; attribute: AdminAttribute };

const TITLES: Record<CategoryDialog['kind'], string> = {
  create: 'Add a category',
  rename: 'Rename the category',
  move: 'Change the parent',
  addAttribute: 'Add an attribute',
  renameAttribute: 'Rename the attribute',
};

/** Categories (`/dashboard/categories`): the two-level tree the shop's menu shows, and each category's attributes. */
export function CategoriesPage() {
  const { trpc } = useAppContext();
  const tree = useSuspenseQuery(trpc.admin.categories.list.queryOptions());
  const { list, shop, refreshShop } = useCategoryKeys();
  const dialog = useDialogTarget<CategoryDialog>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const attributesPanel = useRef<HTMLDivElement>(null);
  // The panel is below the whole tree: take the keyboard (and the eyes) to the attributes just chosen.
  useEffect(() => {
    if (selectedId) attributesPanel.current?.focus();
  }, [selectedId]);
  const all = tree.data.flatMap((top) => [top, ...top.children]);
  const selected = all.find((category) => category.id === selectedId) ?? null;
  const parent = all.find((category) => category.id === selected?.parentId) ?? null;
  const done = () => {
    dialog.close();
    void refreshShop();
  };
  const categoryRemoval = useConfirmedAction({
    mutation: trpc.admin.categories.remove.mutationOptions(),
    invalidates: [list, ...shop],
    title: 'Remove this category?',
    describe: (category: AdminCategory) =>
      `${category.name} and its ${category.attributes.length} attribute(s) go. A category that still holds parts or sub-categories is kept.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    done: () => 'Category removed',
  });
  const attributeRemoval = useConfirmedAction({
    mutation: trpc.admin.categories.removeAttribute.mutationOptions(),
    invalidates: [list, ...shop],
    title: 'Remove this attribute?',
    describe: (attribute: AdminAttribute) =>
      `${attribute.name} goes from the parts’ pages and filters. It is kept while parts have a value for it.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    done: () => 'Attribute removed',
  });
  const target = dialog.target;

  return (
    <DashboardPage
      title="Categories"
      intro="The shop’s menu: top categories and their sub-categories, and the attributes that describe their parts."
    >
      <Button onClick={() => dialog.show({ kind: 'create' })}>Add category</Button>
      {tree.data.length === 0 ? (
        <p className="rounded-md border border-graphite-200 bg-white p-5 text-graphite-700">
          No categories yet: add one to give the shop a menu.
        </p>
      ) : (
        <div aria-busy={tree.isFetching || undefined} className="space-y-6">
          <CategoryTreeList
            tree={tree.data}
            selectedId={selected?.id ?? null}
            actions={{
              onRename: (category) => dialog.show({ kind: 'rename', category }),
              onMove: (category) => dialog.show({ kind: 'move', category }),
              onRemove: categoryRemoval.ask,
              onSelect: (category) => setSelectedId(category.id),
            }}
          />
          {selected ? (
            <div
              ref={attributesPanel}
              tabIndex={-1}
              className="scroll-mt-24 rounded-md focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <CategoryAttributesPanel
                category={selected}
                parent={parent}
                onAdd={() => dialog.show({ kind: 'addAttribute', category: selected })}
                onRename={(attribute) => dialog.show({ kind: 'renameAttribute', attribute })}
                onRemove={attributeRemoval.ask}
              />
            </div>
          ) : (
            <p className="text-graphite-700">Choose a category’s Attributes to see and change them.</p>
          )}
        </div>
      )}
      <Dialog open={dialog.open} title={target ? TITLES[target.kind] : ''} onClose={dialog.close}>
        {target?.kind === 'create' && (
          <CategoryCreateForm key={dialog.opening} tree={tree.data} onDone={done} />
        )}
        {target?.kind === 'rename' && (
          <CategoryRenameForm key={dialog.opening} category={target.category} onDone={done} />
        )}
        {target?.kind === 'move' && (
          <CategoryMoveForm key={dialog.opening} category={target.category} tree={tree.data} onDone={done} />
        )}
        {target?.kind === 'addAttribute' && (
          <AttributeCreateForm key={dialog.opening} categoryId={target.category.id} onDone={done} />
        )}
        {target?.kind === 'renameAttribute' && (
          <AttributeRenameForm key={dialog.opening} attribute={target.attribute} onDone={done} />
        )}
      </Dialog>
      {categoryRemoval.dialog}
      {attributeRemoval.dialog}
    </DashboardPage>
  );
}

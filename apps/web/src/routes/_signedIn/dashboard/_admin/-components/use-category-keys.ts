import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../../../lib/use-app-context';

/**
 * What a category or attribute change shows up in: this page's tree (`list`), and elsewhere (`shop`): the shop's
 * menu and category pages, and the product form's categories and fields, reloaded by `refreshShop` so a visit
 * from here shows the change at once.
 */
export function useCategoryKeys() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const list: QueryKey = trpc.admin.categories.list.pathKey();
  const shop: QueryKey[] = [
    trpc.catalog.categories.pathKey(),
    trpc.catalog.categoryPage.pathKey(),
    trpc.admin.products.categoryFields.pathKey(),
  ];
  const refreshShop = () => Promise.all(shop.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return { list, shop, refreshShop };
}

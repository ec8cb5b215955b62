import type { Services } from '@partsmith/contracts/router';
import type { CategoriesDependencies } from '../service-dependencies';
import { addAttribute } from './add-attribute';
import { createCategory } from './create-category';
import { listCategories } from './list-categories';
import { moveCategory } from './move-category';
import { removeAttribute } from './remove-attribute';
import { removeCategory } from './remove-category';
import { renameAttribute } from './rename-attribute';
import { renameCategory } from './rename-category';
import { reorderAttributes } from './reorder-attributes';

/** The admin's categories and attributes, bound to the database. */
export function createCategoriesService({ db }: CategoriesDependencies): Pick<Services, 'categoriesAdmin'> {
  return {
    categoriesAdmin: {
      listCategories: () => listCategories({ db }),
      createCategory: ({ actorId, input }) => createCategory({ db, actorId, input }),
      renameCategory: ({ actorId, input }) => renameCategory({ db, actorId, input }),
      moveCategory: ({ actorId, input }) => moveCategory({ db, actorId, input }),
      removeCategory: ({ actorId, id }) => removeCategory({ db, actorId, id }),
      addAttribute: ({ actorId, input }) => addAttribute({ db, actorId, input }),
      renameAttribute: ({ actorId, input }) => renameAttribute({ db, actorId, input }),
      reorderAttributes: ({ actorId, input }) => reorderAttributes({ db, actorId, input }),
      removeAttribute: ({ actorId, id }) => removeAttribute({ db, actorId, id }),
    },
  };
}

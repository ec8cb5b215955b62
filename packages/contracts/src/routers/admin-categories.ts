import { ZSuccess } from '../schemas/accounts';
import {
  ZAdminAttribute,
  ZAdminCategory,
  ZAdminCategoryTree,
  ZAttributeCreateInput,
  ZAttributeIdInput,
  ZAttributeRenameInput,
  ZAttributesReorderInput,
  ZCategoryCreateInput,
  ZCategoryIdInput,
  ZCategoryMoveInput,
  ZCategoryRenameInput,
} from '../schemas/admin-categories';
import { adminProcedure, router } from '../trpc/init';

/** Categories (`/dashboard/categories`): the two-level tree and each category's typed attributes (decision 0063). */
export const adminCategoriesRouter = router({
  list: adminProcedure
    .output(ZAdminCategoryTree)
    .query(({ ctx }) => ctx.services.categoriesAdmin.listCategories()),
  create: adminProcedure
    .input(ZCategoryCreateInput)
    .output(ZAdminCategory)
    .mutation(({ ctx, input }) =>
      ctx.services.categoriesAdmin.createCategory({ actorId: ctx.user.id, input }),
    ),
  rename: adminProcedure
    .input(ZCategoryRenameInput)
    .output(ZAdminCategory)
    .mutation(({ ctx, input }) =>
      ctx.services.categoriesAdmin.renameCategory({ actorId: ctx.user.id, input }),
    ),
  move: adminProcedure
    .input(ZCategoryMoveInput)
    .output(ZAdminCategory)
    .mutation(({ ctx, input }) => ctx.services.categoriesAdmin.moveCategory({ actorId: ctx.user.id, input })),
  remove: adminProcedure
    .input(ZCategoryIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.categoriesAdmin.removeCategory({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
  addAttribute: adminProcedure
    .input(ZAttributeCreateInput)
    .output(ZAdminAttribute)
    .mutation(({ ctx, input }) => ctx.services.categoriesAdmin.addAttribute({ actorId: ctx.user.id, input })),
  renameAttribute: adminProcedure
    .input(ZAttributeRenameInput)
    .output(ZAdminAttribute)
    .mutation(({ ctx, input }) =>
      ctx.services.categoriesAdmin.renameAttribute({ actorId: ctx.user.id, input }),
    ),
  reorderAttributes: adminProcedure
    .input(ZAttributesReorderInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.categoriesAdmin.reorderAttributes({ actorId: ctx.user.id, input });
      return { success: true } as const;
    }),
  removeAttribute: adminProcedure
    .input(ZAttributeIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.categoriesAdmin.removeAttribute({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
});

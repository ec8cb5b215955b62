import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { generatedParts, seedDemoCategories } from '../seed';

/**
 * Gives a big shop's parts the demo shop's categories and real specifications: the demo tree and its attributes
 * are written, and the n-th newest part takes the category and the values of the demo's n-th generated part
 * (modulo their number), so every facet of every category has parts at every size. Names stay the big shop's (the
 * search measures count on them). Run after `seedBigShop`; it takes the statistics again.
 */
export async function specifyBigShop(db: Database): Promise<void> {
  const tree = await seedDemoCategories(db);
  // The demo parts as rows with a stand-in product id, replaced by each big-shop part's own in SQL.
  const demo = generatedParts().map(({ category, specification }) => ({
    categoryId: tree.categoryId(category),
    values: tree.values(category, specification, ''),
  }));
  // One statement: each part paired with its demo part, its category set, its values written.
  await db.execute(sql`
    with demo as (
      select ordinality - 1 as k, value from jsonb_array_elements(${JSON.stringify(demo)}::text::jsonb) with ordinality
    ),
    paired as (
      select numbered.id, demo.value
      from (select id, row_number() over (order by created_at desc) - 1 as n from products) numbered
      join demo on demo.k = numbered.n % ${demo.length}
    ),
    placed as (
      update products set category_id = (paired.value->>'categoryId')::uuid
      from paired where products.id = paired.id
      returning products.id
    )
    insert into product_specifications (product_id, attribute_id, number_value, choice_value, boolean_value)
    select paired.id, (spec->>'attributeId')::uuid, (spec->>'numberValue')::double precision, spec->>'choiceValue',
           (spec->>'booleanValue')::boolean
    from paired, jsonb_array_elements(paired.value->'values') as spec
    where (select count(*) from placed) > 0`);
  await db.execute(sql`vacuum analyze products, product_specifications`);
}

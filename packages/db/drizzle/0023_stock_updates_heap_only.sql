-- Stock updates become heap-only (HOT): no index of products holds a column a checkout writes, and each page keeps
-- a fifth free for the new row versions. A checkout's stock update then writes no index entry, and the dead
-- versions it leaves are pruned from the page by later reads, without waiting for a vacuum. Before, the category
-- index held the stock (for a category page's in-stock count, now counted in memory: decision 0065), so every
-- stock update added an entry to each of the table's eight indexes, and checkouts slowed as dead entries piled up
-- between vacuums (the checkout bench, 28 Nov). The fill factor applies to pages written from now on.
DROP INDEX "products_on_sale_category_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_category_idx" ON "products" USING btree ("category_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 80);

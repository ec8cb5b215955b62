-- The catalogue search's plan hangs on how many names contain the words (ILIKE '%bolt%'). With the default
-- statistics (100) the planner guessed 10 of 100,000 for a word in one name in 20 (5,000), took the trigram index
-- and sorted every match (18 ms); with 1,000 it estimates ~6,000 and walks the sort's index for the first page
-- (0.1 ms), and still takes the trigram index for a rare name (bench/README.md, big-shop).
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "products";

import type { AdminUser, KeysetPage, UserListInput } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, ilike, isNull } from 'drizzle-orm';
import { cappedCount } from '../shared/capped-count';
import { creationKeyset } from '../shared/keyset-page';
import { escapeLike } from '../shared/page';
import { userColumns } from './user-row';

/**
 * All Users: accounts not removed, oldest first, by keyset (decision 0033), optionally those whose email contains
 * `search` (any case). Served by `users_live_created_at_idx`, and `users_email_trgm_idx` for a search.
 */
export async function listUsers({
  db,
  input,
}: {
  db: Database;
  input: UserListInput;
}): Promise<KeysetPage<AdminUser>> {
  const keyset = creationKeyset(
    { table: users, createdAt: users.createdAt, id: users.id, newestFirst: false },
    input,
  );
  const filter = and(
    isNull(users.deletedAt),
    input.search ? ilike(users.email, `%${escapeLike(input.search)}%`) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ ...userColumns, taxExempt: users.taxExempt })
      .from(users)
      .where(and(filter, keyset.beyond))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
    cappedCount(db, users, { where: filter, orderBy: keyset.orderBy }),
  ]);
  return keyset.page(rows, counted);
}

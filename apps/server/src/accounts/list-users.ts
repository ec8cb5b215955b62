import type { Page, User, UserListInput } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, asc, count, ilike, isNull } from 'drizzle-orm';
import { escapeLike, pageOffset } from '../shared/page';
import { userColumns } from './user-row';

/** All Users: accounts not removed, oldest first, optionally those whose email contains `search` (any case). */
export async function listUsers({ db, input }: { db: Database; input: UserListInput }): Promise<Page<User>> {
  const where = and(
    isNull(users.deletedAt),
    input.search ? ilike(users.email, `%${escapeLike(input.search)}%`) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

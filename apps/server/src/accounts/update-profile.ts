import { AppError, MESSAGES, type ProfileFields, type ProfileUpdate } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { profileColumns } from './profile-row';

/** Saves the editable fields only (never name, email or role); `changed` tells whether anything differed. */
export async function updateProfile({
  db,
  userId,
  fields,
}: {
  db: Database;
  userId: string;
  fields: ProfileFields;
}): Promise<ProfileUpdate> {
  const { phone, address, linkedin, education, nid } = fields;
  const editable = { phone, address, linkedin, education, nid };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(profileColumns)
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.noUserLoggedIn);
    const changed = Object.entries(editable).some(
      ([key, value]) => before[key as keyof typeof editable] !== value,
    );
    if (changed) await tx.update(users).set(editable).where(eq(users.id, userId));
    return { profile: { ...before, ...editable }, changed };
  });
}

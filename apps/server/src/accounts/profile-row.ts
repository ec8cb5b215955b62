import type { Profile } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { sql } from 'drizzle-orm';

/** The columns My Profile shows; whether the email is proven and Google linked, never the values behind them. */
export const profileColumns = {
  email: users.email,
  name: users.name,
  phone: users.phone,
  address: users.address,
  linkedin: users.linkedin,
  education: users.education,
  nid: users.nid,
  role: users.role,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  googleConnected: sql<boolean>`${users.googleSub} is not null`,
} satisfies Record<keyof Profile, unknown>;

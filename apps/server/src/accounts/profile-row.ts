import { users } from '@partsmith/db';

/** The columns My Profile shows. */
export const profileColumns = {
  email: users.email,
  name: users.name,
  phone: users.phone,
  address: users.address,
  linkedin: users.linkedin,
  education: users.education,
  nid: users.nid,
  role: users.role,
};

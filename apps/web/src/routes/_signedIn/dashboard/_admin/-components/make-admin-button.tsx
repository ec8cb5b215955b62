import type { User } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';

/** A customer row's Make admin (it opens the page's confirmation); an admin row's inert Admin button (spec §2). */
export function MakeAdminButton({ user, onMakeAdmin }: { user: User; onMakeAdmin: (user: User) => void }) {
  if (user.role === 'admin') {
    return (
      <Button variant="secondary" size="sm" disabled aria-disabled="true">
        Admin
      </Button>
    );
  }
  return (
    <Button size="sm" onClick={() => onMakeAdmin(user)}>
      Make admin
    </Button>
  );
}

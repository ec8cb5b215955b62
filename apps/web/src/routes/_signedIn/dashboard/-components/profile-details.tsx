import type { Profile } from '@partsmith/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';

const NOT_GIVEN = 'N/A';

interface ProfileDetailsProps {
  profile: Profile;
  /** Set when coming back from the edit form: the Edit button takes the focus the form had. */
  focusEdit: boolean;
  onEdit: () => void;
}

export function ProfileDetails({ profile, focusEdit, onEdit }: ProfileDetailsProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  const rows: [string, string | null][] = [
    ['Name', profile.name],
    ['Email', profile.email],
    ['Phone', profile.phone],
    ['Address', profile.address],
    ['LinkedIn', profile.linkedin],
    ['Education', profile.education],
    ['NID', profile.nid],
    ['Role', profile.role],
    ['Google sign-in', profile.googleConnected ? 'Connected' : 'Not connected'],
  ];

  return (
    <div className="space-y-6 rounded-md border border-graphite-200 bg-white p-5 sm:p-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-graphite-600">{label}</dt>
            <dd className="-mt-3 break-words text-graphite-900 sm:mt-0">{value || NOT_GIVEN}</dd>
          </div>
        ))}
      </dl>
      <Button ref={editRef} variant="secondary" onClick={onEdit}>
        Edit profile
      </Button>
    </div>
  );
}

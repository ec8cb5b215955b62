import type { Profile } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { canSaveContact } from './profile-contact';

interface SaveToProfileProps {
  profile: Profile;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Offered once the phone or address differs from the profile's: keep them for next time, or use them just now. */
export function SaveToProfile({ profile, checked, onChange }: SaveToProfileProps) {
  const id = useId();
  if (!canSaveContact(profile)) {
    return (
      <p className="text-sm text-graphite-600">
        To have your phone and address filled in next time, complete{' '}
        <Link to="/dashboard" className="font-medium text-accent-700 underline">
          My Profile
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-accent-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-graphite-800">
        Save this phone and address to my profile
      </label>
    </div>
  );
}

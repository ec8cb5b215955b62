import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../../../lib/use-app-context';
import { AddressBook } from './address-book';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileGoogleConnect } from './profile-google-connect';
import { ProfileVerifyEmailNotice } from './profile-verify-email-notice';

/** My Profile (spec §2): the account's details, 'N/A' where none are given yet, an edit mode, and the address book. */
export function ProfilePage() {
  const { trpc } = useAppContext();
  const { data: profile } = useSuspenseQuery(trpc.users.profile.queryOptions());
  // 'viewing' after an edit, so focus returns to the Edit button instead of getting lost.
  const [mode, setMode] = useState<'initial' | 'editing' | 'viewing'>('initial');

  return (
    <section aria-labelledby="my-profile" className="space-y-6">
      <title>My Profile · Partsmith</title>
      <h2 id="my-profile" className="text-2xl font-bold text-graphite-900">
        My Profile
      </h2>
      {!profile.emailVerified && <ProfileVerifyEmailNotice email={profile.email} />}
      <ProfileGoogleConnect profile={profile} />
      {mode === 'editing' ? (
        <ProfileForm profile={profile} onDone={() => setMode('viewing')} />
      ) : (
        <ProfileDetails profile={profile} focusEdit={mode === 'viewing'} onEdit={() => setMode('editing')} />
      )}
      <AddressBook />
    </section>
  );
}

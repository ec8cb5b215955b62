import { MESSAGES } from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryError } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useMe } from '../../../../lib/use-me';
import { useTrpc } from '../../../../lib/use-trpc';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileGoogleConnect } from './profile-google-connect';
import { ProfileVerifyEmailNotice } from './profile-verify-email-notice';

/** My Profile (spec §2): the account's details, 'N/A' where none are given yet, and an edit mode. */
export function ProfilePage() {
  const trpc = useTrpc();
  const me = useMe();
  const profile = useQuery({ ...trpc.users.profile.queryOptions(), enabled: Boolean(me.data) });
  // 'viewing' after an edit, so focus returns to the Edit button instead of getting lost.
  const [mode, setMode] = useState<'initial' | 'editing' | 'viewing'>('initial');

  let content: ReactNode;
  if (me.data === null) {
    content = (
      <p role="alert" className="text-danger-700">
        {MESSAGES.noUserLoggedIn}
      </p>
    );
  } else if (profile.isError) {
    content = (
      <QueryError
        message="We could not load your profile."
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  } else if (!profile.data) {
    content = <Spinner label="Loading your profile" size="lg" className="text-accent-700" />;
  } else if (mode === 'editing') {
    content = <ProfileForm profile={profile.data} onDone={() => setMode('viewing')} />;
  } else {
    content = (
      <ProfileDetails
        profile={profile.data}
        focusEdit={mode === 'viewing'}
        onEdit={() => setMode('editing')}
      />
    );
  }

  return (
    <section aria-labelledby="my-profile" className="space-y-6">
      <title>My Profile · Partsmith</title>
      <h2 id="my-profile" className="text-2xl font-bold text-graphite-900">
        My Profile
      </h2>
      {profile.data && !profile.data.emailVerified && <ProfileVerifyEmailNotice email={profile.data.email} />}
      {profile.data && <ProfileGoogleConnect profile={profile.data} />}
      {content}
    </section>
  );
}

import { DashboardPage } from '../../../../components/dashboard-page';
import { LinkButton } from '../../../../components/ui/link-button';

/**
 * What a signed-in customer sees on an admin page's address: they stay signed in and keep their own menu beside it
 * (decision 0016; the spec signed them out without a word).
 */
export function AdminsOnly() {
  return (
    <DashboardPage title="This page is for admins">
      <div className="flex flex-col items-start gap-4 rounded-md border border-graphite-200 bg-white p-6">
        <p className="text-graphite-700">
          Only the shop's admins can open it. Your account and your orders are just as you left them.
        </p>
        <LinkButton to="/">Back to the home page</LinkButton>
      </div>
    </DashboardPage>
  );
}

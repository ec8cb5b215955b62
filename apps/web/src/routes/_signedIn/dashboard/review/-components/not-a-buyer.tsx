import { MESSAGES } from '@partsmith/contracts';
import { LinkButton } from '../../../../../components/ui/link-button';

/** Why there is no form: reviews are for customers who bought (a paid order), said before anything is typed. */
export function NotABuyer() {
  return (
    <div className="flex max-w-2xl flex-col items-start gap-4 rounded-md border border-graphite-200 bg-white p-6">
      <div className="space-y-1">
        <p className="font-semibold text-graphite-900">{MESSAGES.reviewNeedsPurchase}</p>
        <p className="text-graphite-700">
          Once you have paid for an order, come back here to tell other workshops how it went.
        </p>
      </div>
      <LinkButton to="/" hash="our-parts">
        Browse our parts
      </LinkButton>
    </div>
  );
}

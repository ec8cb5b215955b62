import { LinkButton } from '../../../../../components/ui/link-button';

/** The empty list (the spec's spinner-forever, fixed): say so and lead to the parts. */
export function NoOrders() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-md border border-graphite-200 bg-white p-6">
      <div className="space-y-1">
        <p className="font-semibold text-graphite-900">You have no orders yet.</p>
        <p className="text-graphite-700">Pick a part, choose how many, and your order shows up here.</p>
      </div>
      <LinkButton to="/" hash="our-parts">
        Browse our parts
      </LinkButton>
    </div>
  );
}

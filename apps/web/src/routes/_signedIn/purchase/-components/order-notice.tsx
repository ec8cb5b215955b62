import { LinkButton } from '../../../../components/ui/link-button';

/** Stands where the order form goes until ordering opens; meanwhile the contact form takes requests. */
export function OrderNotice() {
  return (
    <aside
      aria-labelledby="order-notice"
      className="flex flex-col gap-4 rounded-md border border-accent-500/40 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="order-notice" className="font-semibold text-graphite-900">
          Online ordering opens soon
        </h2>
        <p className="text-sm text-graphite-700">Need this part now? Write to us and we will quote you.</p>
      </div>
      <LinkButton to="/" hash="contact-us">
        Contact us
      </LinkButton>
    </aside>
  );
}

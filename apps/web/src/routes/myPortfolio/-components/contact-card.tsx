import type { ReactNode } from 'react';
import type { Portfolio } from '../../../content/portfolio';

interface ContactCardProps {
  address: Portfolio['address'];
  contact: Portfolio['contact'];
}

/** Address and contact details; the links are shown as written, since they are sample profiles. */
export function ContactCard({ address, contact }: ContactCardProps) {
  return (
    <aside aria-label="Contact details" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <Box id="portfolio-contact" title="Contact">
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-graphite-900">Email</dt>
            <dd>
              <a
                href={`mailto:${contact.email}`}
                className="text-accent-700 underline-offset-2 hover:underline"
              >
                {contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-graphite-900">Phone</dt>
            <dd>
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="text-accent-700 hover:underline"
              >
                {contact.phone}
              </a>
            </dd>
          </div>
          {contact.links.map((link) => (
            <div key={link.label}>
              <dt className="font-semibold text-graphite-900">{link.label}</dt>
              <dd className="break-all text-graphite-700">{link.href}</dd>
            </div>
          ))}
        </dl>
      </Box>
      <Box id="portfolio-address" title="Address">
        <address className="text-sm leading-relaxed text-graphite-700 not-italic">
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
          <br />
          {address.country}
        </address>
      </Box>
    </aside>
  );
}

/** One white box of the column, named by its heading. */
function Box({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-graphite-200 bg-white p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-graphite-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

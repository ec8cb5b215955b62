import { STORE_NAME } from '@partsmith/contracts';
import { BrandMark } from './brand-mark';
import { SocialIcons } from './social-icons';

/** The spec's footer columns; its labels have no targets, so they are plain text. */
const COLUMNS = [
  {
    heading: 'OVERVIEW',
    items: [
      'About',
      'Career',
      'Press',
      'Contact',
      'Terms of use',
      'Privacy and policy',
      'Global Sitemap',
      'Local Sitemap',
    ],
  },
  { heading: 'COMMUNITY', items: ['Community Center', 'Support Center', 'Help Center', 'Do Not Sell Info'] },
  { heading: 'ADVERTISE', items: ['Media Kit', 'Contact'] },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto bg-graphite-950 text-graphite-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {STORE_NAME}
          </p>
          <p className="max-w-sm text-sm leading-relaxed">
            We keep metal tool items in stock, because good stock management means filling your orders quickly
            and accurately at low cost, instead of delayed or wrong shipments.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="text-xs font-semibold tracking-widest text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-graphite-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
          </p>
          <SocialIcons />
        </div>
      </div>
    </footer>
  );
}

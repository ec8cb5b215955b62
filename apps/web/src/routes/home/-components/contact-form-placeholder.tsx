import { Spinner } from '../../../components/ui/spinner';

/** Holds the form's height while its code loads, so nothing below it jumps. */
export function ContactFormPlaceholder() {
  return (
    <div className="flex h-[22rem] items-center justify-center text-accent-700">
      <Spinner label="Loading the contact form" />
    </div>
  );
}

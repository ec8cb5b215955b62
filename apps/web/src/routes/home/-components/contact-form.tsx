import { ZContactInput } from '@partsmith/contracts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../lib/forms/form-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSendContactMessage } from './send-contact-message';

/** Loaded lazily by ContactSection: react-hook-form and zod stay out of the home page's first load. */
export function ContactForm() {
  const form = useZodForm(ZContactInput, { email: '', message: '' });
  const send = useSendContactMessage(form);

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="space-y-5">
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField form={form} name="message" label="Message" multiline required rows={5} />
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}

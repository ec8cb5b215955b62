import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, ZContactInput } from '@partsmith/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useSendContactMessage } from './send-contact-message';

/** Loaded lazily by ContactSection: react-hook-form and zod stay out of the home page's first load. */
export function ContactForm() {
  const form = useForm<ContactInput>({
    resolver: zodResolver(ZContactInput),
    defaultValues: { email: '', message: '' },
  });
  const send = useSendContactMessage({ onSent: () => form.reset() });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="space-y-5">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Message"
        multiline
        required
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@partsmith/contracts';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { type ContactMessage, ZContactMessage } from './contact-schema';
import { sendContactMessage } from './send-contact-message';

/** Loaded lazily by ContactSection: react-hook-form and zod stay out of the home page's first load. */
export function ContactForm() {
  const form = useForm<ContactMessage>({
    resolver: zodResolver(ZContactMessage),
    defaultValues: { email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await sendContactMessage(values);
    toast.success(MESSAGES.contactSent);
    form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
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
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}

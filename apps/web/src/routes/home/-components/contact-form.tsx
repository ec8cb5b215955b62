import { ZContactInput } from '@partsmith/contracts';
import { type RefObject, useLayoutEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../lib/forms/form-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import type { ContactDraft } from './contact-form-draft';
import { useSendContactMessage } from './send-contact-message';

/**
 * Loaded by ContactSection once the visitor starts on the draft: react-hook-form and zod stay out of the home
 * page's load. It takes over what they typed, the focus, and a Send they already pressed.
 */
export function ContactForm({ handOver }: { handOver: RefObject<ContactDraft | null> }) {
  const form = useZodForm(ZContactInput, { email: '', message: '' });
  const send = useSendContactMessage(form);
  const submit = form.handleSubmit((values) => send.mutate(values));

  // Once, in the commit that removed the draft (a layout effect: before the browser paints the swap).
  useLayoutEffect(() => {
    const draft = handOver.current;
    if (!draft) return;
    form.setValue('email', draft.email);
    form.setValue('message', draft.message);
    if (draft.focused) form.setFocus(draft.focused);
    if (draft.submitted) void submit();
  }, []);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField form={form} name="message" label="Message" multiline required rows={5} />
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}

import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

/** What the visitor did in the draft before the real form arrived, for the real form to carry on from. */
export interface ContactDraft {
  email: string;
  message: string;
  /** The field that had the focus as the draft left the page. */
  focused: 'email' | 'message' | undefined;
  /** They pressed Send already: the real form submits (and so validates) at once. */
  submitted: boolean;
}

interface ContactFormDraftProps {
  /** Called on the first focus or keystroke: time to load the real form. */
  onStart: () => void;
  /** Called when a pointer goes down on the draft: loads the real form too, but keeps the draft until it is up. */
  onPress: () => void;
  /** Filled as the draft unmounts, with the DOM still in place, so nothing typed in between is lost. */
  handOver: RefObject<ContactDraft | null>;
}

function fieldValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
}

/**
 * The contact form as plain HTML, the same fields and size as the real one: it is in the prerendered page and
 * the first load, while the real form (react-hook-form and zod, ~37 KB) loads only when the visitor starts on it.
 */
export function ContactFormDraft({ onStart, onPress, handOver }: ContactFormDraftProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useLayoutEffect(
    () => () => {
      const form = formRef.current;
      if (!form) return;
      const active = document.activeElement;
      const focused =
        active &&
        form.contains(active) &&
        (active.getAttribute('name') === 'email' || active.getAttribute('name') === 'message')
          ? (active.getAttribute('name') as 'email' | 'message')
          : undefined;
      handOver.current = {
        email: fieldValue(form, 'email'),
        message: fieldValue(form, 'message'),
        focused,
        submitted: submitted.current,
      };
    },
    [handOver],
  );

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={onStart}
      onPointerDown={onPress}
      onInput={onStart}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        onStart();
      }}
      className="space-y-5"
    >
      <Field name="email" label="Email" type="email" autoComplete="email" required />
      <Field name="message" label="Message" multiline required rows={5} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}

import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type ZodForm } from './use-zod-form';

/** What each drafted form holds as typed, by its key: this tab's memory only, never storage (decision 0044). */
const drafts = new Map<string, FieldValues>();

/**
 * `useZodForm` for a form whose values must survive the form being mounted again on the same page (the router can
 * replace a shown page with its pending screen for a moment, decision 0044): what the user typed, or a password
 * manager filled, is kept in memory under `key` and comes back on the next mount. Leaving the page forgets it, so
 * nothing typed there, a password least of all, outlives the visit.
 */
export function useDraftedZodForm<Input extends FieldValues, Output>(
  key: string,
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
): ZodForm<Input> {
  const router = useRouter();
  const form = useZodForm(schema, (drafts.get(key) as DefaultValues<Input> | undefined) ?? defaultValues);
  useEffect(() => {
    const page = router.latestLocation.pathname;
    const watching = form.watch((values) => drafts.set(key, values));
    return () => {
      watching.unsubscribe();
      // Unmounted while the address still names this page: it is being mounted again, so the draft stays.
      if (router.latestLocation.pathname !== page) drafts.delete(key);
    };
  }, [form, key, router]);
  return form;
}

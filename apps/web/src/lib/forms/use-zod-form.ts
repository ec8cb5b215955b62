import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form checked by a zod schema; its values stay as typed (what the schema reads), the server parses them. */
export type ZodForm<Values extends FieldValues> = UseFormReturn<Values, unknown, Values>;

/**
 * The one way to make a form: the schema (usually the procedure's own input schema from the contracts) checks
 * each field on submit, with the spec's messages. `raw`: the handler gets the values as typed, so it sends the
 * server exactly what it will check again.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
): ZodForm<Input> {
  return useForm<Input, unknown, Input>({
    resolver: zodResolver<Input, unknown, Output>(schema, undefined, { raw: true }),
    defaultValues,
  });
}

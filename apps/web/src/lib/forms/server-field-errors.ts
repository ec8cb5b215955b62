/**
 * The server's per-field messages for a refused input (`data.fieldErrors`, set by the tRPC error formatter from
 * the zod failure), first message of each field; empty when the refusal is not about a field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> | null } } | null)
    ?.data;
  const found: Record<string, string> = {};
  for (const [name, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages?.[0]) found[name] = messages[0];
  }
  return found;
}

/** A refusal from the server under a form, in red (spec §8), announced as soon as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

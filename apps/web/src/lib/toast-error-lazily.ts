/**
 * A toast from code that is in the first load: importing sonner there would cost the home page ~9 KB, so it is
 * fetched when needed (the toaster has usually loaded it already).
 */
export function toastErrorLazily(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}

import type { ContactMessage } from './contact-schema';

/**
 * Where the contact form's message goes. The spec's shop makes no call and only confirms; storing the message
 * server-side arrives with its own issue, and this is the one place that will change.
 */
export async function sendContactMessage(_message: ContactMessage): Promise<void> {}

import type { ContactMessage } from '@partsmith/contracts';
import { contactMessages } from '@partsmith/db';

export const contactMessageColumns = {
  id: contactMessages.id,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

interface ContactMessageRow {
  id: string;
  email: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}

export function toContactMessage({ createdAt, handledAt, ...row }: ContactMessageRow): ContactMessage {
  return { ...row, createdAt: createdAt.toISOString(), handledAt: handledAt?.toISOString() ?? null };
}

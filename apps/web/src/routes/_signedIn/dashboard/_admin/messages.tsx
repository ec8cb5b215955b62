import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from './-components/messages-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/messages')({ component: MessagesPage });

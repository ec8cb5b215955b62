import { createFileRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../../lib/safe-redirect';
import { LoginPage } from './-components/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  component: LoginPage,
});

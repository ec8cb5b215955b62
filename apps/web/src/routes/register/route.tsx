import { createFileRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../../lib/safe-redirect';
import { RegisterPage } from './-components/register-page';

export const Route = createFileRoute('/register')({
  validateSearch: validateRedirectSearch,
  component: RegisterPage,
});

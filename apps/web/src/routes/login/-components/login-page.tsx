import { getRouteApi, Link } from '@tanstack/react-router';
import { AuthCard } from '../../../components/auth-card';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';

const route = getRouteApi('/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  return (
    <AuthCard title="Log in">
      <LoginForm redirect={redirect} />
      <GoogleSignIn redirect={redirect} />
      <p className="text-sm text-graphite-700">
        New to Partsmith?{' '}
        <Link to="/register" search={{ redirect }} className="font-semibold text-accent-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}

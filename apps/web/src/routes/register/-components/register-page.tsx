import { getRouteApi, Link } from '@tanstack/react-router';
import { AuthCard } from '../../../components/auth-card';
import { RegisterForm } from './register-form';

const route = getRouteApi('/register');

export function RegisterPage() {
  const { redirect } = route.useSearch();
  return (
    <AuthCard title="Create an account">
      <RegisterForm redirect={redirect} />
      <p className="text-sm text-graphite-700">
        Already have an account?{' '}
        <Link to="/login" search={{ redirect }} className="font-semibold text-accent-700 underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

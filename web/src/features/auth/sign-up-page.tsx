import { Link } from '@tanstack/react-router';
import type { SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ClientSignUpForm } from './client-sign-up-form.tsx';
import { ExecutiveSignUpForm } from './executive-sign-up-form.tsx';

const COPY = {
  client: {
    title: 'Sign Up as a Client',
    description: 'Register free with your work email to see full profiles and contact leaders directly.',
  },
  executive: {
    title: 'Sign Up as an Executive',
    description: 'Create your account, then build the profile companies will find. No fees, ever.',
  },
} as const;

export function SignUpPage({ userType }: { userType: SignUpUserType }) {
  return (
    <AuthLayout
      wide
      title={COPY[userType].title}
      description={COPY[userType].description}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login/$userType" params={{ userType }} className="font-medium text-brand underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {userType === 'client' ? <ClientSignUpForm /> : <ExecutiveSignUpForm />}
    </AuthLayout>
  );
}

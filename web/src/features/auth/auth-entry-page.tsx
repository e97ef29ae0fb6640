import { Link } from '@tanstack/react-router';
import { AuthLayout } from './auth-layout.tsx';
import { ChoiceList, LOGIN_CHOICES } from './choice-list.tsx';

/** /auth: where the page guards send signed-out visitors. Log in first, sign up second. */
export function AuthEntryPage() {
  return (
    <AuthLayout
      title="Sign in to continue"
      description="Log in to your TalentLeaders account, or create one for free."
      footer={
        <>
          New to TalentLeaders?{' '}
          <Link to="/auth/signup" className="font-medium text-brand underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <ChoiceList to="/auth/login/$userType" choices={LOGIN_CHOICES} label="Log in as" />
    </AuthLayout>
  );
}

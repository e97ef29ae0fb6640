import { Link } from '@tanstack/react-router';
import { AuthLayout } from './auth-layout.tsx';
import { ChoiceList, LOGIN_CHOICES } from './choice-list.tsx';
import { ResendConfirmationForm } from './resend-confirmation-form.tsx';

export function LoginChoicePage({ confirmationInvalid }: { confirmationInvalid: boolean }) {
  return (
    <AuthLayout
      title="Log In"
      description="Choose the kind of account you have."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/auth/signup" className="font-medium text-brand underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {confirmationInvalid ? <ResendConfirmationForm /> : null}
      <ChoiceList to="/auth/login/$userType" choices={LOGIN_CHOICES} label="Log in as" />
    </AuthLayout>
  );
}

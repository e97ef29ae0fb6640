import { Link } from '@tanstack/react-router';
import { AuthLayout } from './auth-layout.tsx';
import { ChoiceList, SIGN_UP_CHOICES } from './choice-list.tsx';

export function SignUpChoicePage() {
  return (
    <AuthLayout
      title="Create Your Account"
      description="TalentLeaders is free for companies and for leaders. How will you use it?"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-brand underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <ChoiceList to="/auth/signup/$userType" choices={SIGN_UP_CHOICES} label="Sign up as" />
    </AuthLayout>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SignUpChoicePage } from '../../../features/auth/sign-up-choice-page.tsx';

export const Route = createFileRoute('/auth/signup/')({
  component: SignUpChoicePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { LoginChoicePage } from '../../../features/auth/login-choice-page.tsx';

type Search = { confirmation?: 'invalid' };

export const Route = createFileRoute('/auth/login/')({
  // The confirmation link lands here with ?confirmation=invalid when it was spent or expired.
  validateSearch: (search: Record<string, unknown>): Search => (search.confirmation === 'invalid' ? { confirmation: 'invalid' } : {}),
  component: function LoginChoiceRoute() {
    const { confirmation } = Route.useSearch();
    return <LoginChoicePage confirmationInvalid={confirmation === 'invalid'} />;
  },
});

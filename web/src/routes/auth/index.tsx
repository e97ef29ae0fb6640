import { createFileRoute } from '@tanstack/react-router';
import { AuthEntryPage } from '../../features/auth/auth-entry-page.tsx';

// The page guards send signed-out visitors here (spec: 'Sign-in entry used as redirect target').
export const Route = createFileRoute('/auth/')({
  component: AuthEntryPage,
});

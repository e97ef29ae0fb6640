import { createFileRoute } from '@tanstack/react-router';
import { keepSignedInUsersOut } from '../../features/auth/require-access.ts';

// Spec part 1 section 2, auth area rules: every /auth page is for signed-out users (or users
// signed in as another type); the others are sent home. See features/auth/access.ts.
export const Route = createFileRoute('/auth')({
  beforeLoad: keepSignedInUsersOut,
});

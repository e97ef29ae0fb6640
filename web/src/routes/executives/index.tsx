import { createFileRoute } from '@tanstack/react-router';
import { ExecutiveProfilePage } from '../../features/public-profile/executive-profile-page.tsx';

// /executives/ without an id: the profile page's 'No executive ID provided' (spec part 2 section 8).
export const Route = createFileRoute('/executives/')({
  component: () => <ExecutiveProfilePage id="" />,
});

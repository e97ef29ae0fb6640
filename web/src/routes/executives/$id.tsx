import { createFileRoute } from '@tanstack/react-router';
import { ExecutiveProfilePage } from '../../features/public-profile/executive-profile-page.tsx';

export const Route = createFileRoute('/executives/$id')({
  component: ExecutiveProfileRoute,
});

function ExecutiveProfileRoute() {
  const { id } = Route.useParams();
  // A new id is a new page: remount so no state of the previous profile lingers.
  return <ExecutiveProfilePage key={id} id={id} />;
}

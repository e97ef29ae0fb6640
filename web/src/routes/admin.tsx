import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';

/** No beforeLoad guard: visitors see the page's own 'Access Denied' text (spec part 2 section 6). */
export const Route = createFileRoute('/admin')({
  component: AdminPage,
});

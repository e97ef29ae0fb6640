import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { ADMIN_TABS, type AdminTab } from '../features/admin/admin-tabs.ts';

type Search = { tab?: AdminTab };

/** No beforeLoad guard: visitors see the page's own 'Access Denied' text (spec part 2 section 6). */
export const Route = createFileRoute('/admin')({
  // The open tab is in the URL (?tab=content), so an e-mail or a bookmark can open one directly.
  validateSearch: (search: Record<string, unknown>): Search =>
    (ADMIN_TABS as readonly unknown[]).includes(search.tab) ? { tab: search.tab as AdminTab } : {},
  component: function AdminRoute() {
    const { tab } = Route.useSearch();
    const navigate = useNavigate({ from: '/admin' });
    return <AdminPage tab={tab} onTabChange={(next) => void navigate({ search: next === 'approval' ? {} : { tab: next }, replace: true })} />;
  },
});

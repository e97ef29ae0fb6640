import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { ADMIN_TABS, type AdminTab } from '../features/admin/admin-tabs.ts';
import { parseMarketplacePeriod, periodInUrl, type MarketplacePeriod } from '../features/admin/marketplace-period.ts';

type Search = { tab?: AdminTab; period?: MarketplacePeriod };

/** No beforeLoad guard: visitors see the page's own 'Access Denied' text (spec part 2 section 6). */
export const Route = createFileRoute('/admin')({
  // The open tab is in the URL (?tab=content), so an e-mail or a bookmark can open one directly;
  // the Marketplace tab's period too (?tab=marketplace&period=90; 30 days is left out).
  validateSearch: (search: Record<string, unknown>): Search => {
    if (!(ADMIN_TABS as readonly unknown[]).includes(search.tab)) return {};
    const tab = search.tab as AdminTab;
    const period = tab === 'marketplace' ? periodInUrl(parseMarketplacePeriod(search.period)) : undefined;
    return period === undefined ? { tab } : { tab, period };
  },
  component: function AdminRoute() {
    const { tab, period } = Route.useSearch();
    const navigate = useNavigate({ from: '/admin' });
    return (
      <AdminPage
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === 'approval' ? {} : { tab: next }, replace: true })}
        period={parseMarketplacePeriod(period)}
        onPeriodChange={(next) => void navigate({ search: { tab: 'marketplace', period: periodInUrl(next) }, replace: true })}
      />
    );
  },
});

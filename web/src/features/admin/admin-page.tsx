import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { insightsMessages } from '@contracts/insights/contracts/insights-words.contract.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAccess } from '../auth/require-access.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { PageLoading } from '../../components/page-states.tsx';
import { reportAdminAccessAttempt } from './admin-api.ts';
import { AuditTab } from './audit-tab.tsx';
import { ClientManagementTab } from './client-management-tab.tsx';
import { ExecutiveReviewTab } from './executive-review-tab.tsx';
import { MarketplaceTab } from './marketplace-tab.tsx';
import { CommunityManagementTab } from '../community/community-management-tab.tsx';
import { ContentManagementTab } from '../content/content-management-tab.tsx';
import type { AdminTab } from './admin-tabs.ts';
import type { MarketplacePeriod } from './marketplace-period.ts';

function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-6 text-2xl font-bold text-foreground">{adminMessages.accessDeniedPage}</h1>
    </div>
  );
}

/** A signed-in non-admin: the attempt is logged by the server, then they go to /profile. */
function useTurnAwayNonAdmin(denied: boolean) {
  const navigate = useNavigate();
  const reported = useRef(false);
  useEffect(() => {
    if (!denied || reported.current) return;
    reported.current = true;
    void reportAdminAccessAttempt().then(() => {
      toast({ title: adminMessages.securityAlertTitle, description: adminMessages.unauthorizedAccess, variant: 'destructive' });
      void navigate({ to: '/profile', replace: true });
    });
  }, [denied, navigate]);
}

type AdminPageProps = {
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
  /** The Marketplace tab's period (?period=90; 30 days without it). */
  period?: MarketplacePeriod;
  onPeriodChange?: (period: MarketplacePeriod) => void;
};

export function AdminPage({ tab = 'approval', onTabChange, period, onPeriodChange }: AdminPageProps) {
  useDocumentTitle('Admin Dashboard');
  const access = useAccess(['super-admin']);
  useTurnAwayNonAdmin(access === 'denied');

  if (access === 'signed-out') return <AccessDenied />;
  if (access !== 'allowed') return <PageLoading label="Checking access..." />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">
        Vet executive profiles and see who is hiring. E-mail and background jobs are on the{' '}
        {/* A server page (bull-board), not a client route: a plain link loads it. */}
        <a href="/admin/queues" className="font-medium text-brand underline underline-offset-4 hover:no-underline">
          queue dashboard
        </a>
        .
      </p>
      <Tabs value={tab} onValueChange={(next) => onTabChange?.(next as AdminTab)} className="mt-8">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="approval">Executive Approval</TabsTrigger>
          <TabsTrigger value="approved">Approved Executives</TabsTrigger>
          <TabsTrigger value="clients">Client Management</TabsTrigger>
          <TabsTrigger value="content">Content Management</TabsTrigger>
          <TabsTrigger value="community">Community Management</TabsTrigger>
          <TabsTrigger value="audit">Audit</TabsTrigger>
          <TabsTrigger value="marketplace">{insightsMessages.marketplaceTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="approval">
          <ExecutiveReviewTab list="pending" />
        </TabsContent>
        <TabsContent value="approved">
          <ExecutiveReviewTab list="approved" />
        </TabsContent>
        <TabsContent value="clients">
          <ClientManagementTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentManagementTab />
        </TabsContent>
        <TabsContent value="community">
          <CommunityManagementTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
        <TabsContent value="marketplace">
          <MarketplaceTab period={period} onPeriodChange={onPeriodChange} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

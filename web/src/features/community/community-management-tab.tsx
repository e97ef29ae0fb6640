import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Search, Send } from 'lucide-react';
import type { CommunityMember } from '@contracts/community/contracts/community.contract.ts';
import { communityAdminMessages as m } from '@contracts/community/contracts/community-messages.contract.ts';
import { canSelectForInvite, slackInviteProgressOf, slackStateOf } from '@contracts/community/contracts/slack-state.contract.ts';
import { useQueryFailureToast, toastFailure } from '../../api/query-failure-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure } from '../admin/admin-api.ts';
import { formatListDate } from '../admin/format-date.ts';
import { ExportCsvLink } from '../admin/export-csv-link.tsx';
import { communityKeys, membersExportUrl, requestSlackInvites, useCommunityMembers } from './community-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

const nameOf = (member: CommunityMember) => `${member.firstName} ${member.lastName}`.trim();

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SlackBadge({ member }: { member: CommunityMember }) {
  const state = slackStateOf(member);
  const progress = slackInviteProgressOf(member);
  return (
    <div className="flex flex-col items-start gap-1">
      {state === 'active' ? <Badge className="bg-brand text-brand-foreground">{m.badgeActive}</Badge> : state === 'invited' ? <Badge variant="accent">{m.badgeInvited}</Badge> : <Badge variant="outline">{m.badgeNotInvited}</Badge>}
      {progress === 'queued' ? <Badge variant="outline">{m.badgeQueued}</Badge> : null}
      {progress === 'failed' ? (
        <span className="text-xs text-destructive break-words">
          {m.badgeFailed}: {member.slackInviteFailureReason}
        </span>
      ) : null}
    </div>
  );
}

function StatCards({ stats }: { stats: { total: number; active: number; invited: number; pending: number } }) {
  const cards = [
    { label: m.statTotal, value: stats.total },
    { label: m.statActive, value: stats.active },
    { label: m.statInvited, value: stats.invited },
    { label: m.statPending, value: stats.pending },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="p-4" data-stat={card.label}>
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-foreground">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/**
 * Community Management (spec part 2 section 2): the stat cards, search, a checkbox per member
 * (disabled once invited), the bulk and per-member invites, the Slack badges. Paginated on the
 * server; refreshes itself while invites are queued, so their progress shows.
 */
export function CommunityManagementTab() {
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState(false);
  const members = useCommunityMembers(search, page);
  useQueryFailureToast(members, adminLoadFailure(m.loadFailed));

  const refresh = () => refreshAfterWrite(queryClient, communityKeys.members());

  const sendBulk = async () => {
    const ids = [...selected];
    setSending(true);
    try {
      const result = await requestSlackInvites(ids);
      toast({ title: 'Success', description: m.sentMany(result.queued.length) });
      setSelected(new Set());
    } catch (error) {
      toastFailure(m.failedMany, error);
    } finally {
      setSending(false);
      await refresh();
    }
  };

  const sendOne = async (member: CommunityMember) => {
    try {
      await requestSlackInvites([member.id]);
      toast({ title: 'Success', description: m.sentOne(member.email) });
      setSelected((current) => {
        const next = new Set(current);
        next.delete(member.id);
        return next;
      });
    } catch (error) {
      toastFailure(m.failedOne(member.email), error);
    } finally {
      await refresh();
    }
  };

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  if (members.isPending) return <PageLoading label={m.loading} />;
  if (members.isError && !members.data) return <PageError message={m.loadFailed} onRetry={() => void members.refetch()} />;
  const { members: rows, total, pageSize, stats } = members.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const memberActions = (member: CommunityMember) =>
    canSelectForInvite(member) || slackInviteProgressOf(member) === 'failed' ? (
      <Button size="sm" variant="outline" onClick={() => void sendOne(member)} aria-label={`${m.sendOne}: ${member.email}`}>
        <Send aria-hidden="true" />
        {m.sendOne}
      </Button>
    ) : null;

  const memberCheckbox = (member: CommunityMember) => (
    <Checkbox
      checked={selected.has(member.id)}
      disabled={!canSelectForInvite(member)}
      onCheckedChange={(checked) => toggle(member.id, checked === true)}
      aria-label={m.selectMember(nameOf(member))}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <StatCards stats={stats} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.target.value);
              setPage(1);
            }}
            placeholder={m.searchPlaceholder}
            aria-label={m.searchPlaceholder}
            className="pl-9"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void sendBulk()} disabled={selected.size === 0 || sending}>
            <Send aria-hidden="true" />
            {m.sendBulk(selected.size)}
          </Button>
          <ExportCsvLink href={membersExportUrl(search)} what="community members" />
        </div>
      </div>

      {rows.length === 0 ? (
        <PageEmpty title={search ? m.noMatches : m.noMembers} />
      ) : (
        <>
          <Card className="hidden overflow-hidden lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Community members</caption>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 px-4 py-3">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">Member</th>
                  <th scope="col" className="px-4 py-3 font-medium">Company</th>
                  <th scope="col" className="px-4 py-3 font-medium">Slack</th>
                  <th scope="col" className="px-4 py-3 font-medium">Joined</th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((member) => (
                  <tr key={member.id} className="border-t border-border align-top" data-member={member.email}>
                    <td className="px-4 py-3">{memberCheckbox(member)}</td>
                    <td className="min-w-0 px-4 py-3">
                      <div className="font-medium text-foreground break-words">{nameOf(member)}</div>
                      <div className="text-muted-foreground break-all">{member.email}</div>
                      {member.autoEnrolled ? <div className="text-xs text-muted-foreground">{m.autoEnrolled}</div> : null}
                    </td>
                    <td className="px-4 py-3 break-words text-foreground">
                      {member.company ?? '—'}
                      {member.jobTitle ? <div className="text-muted-foreground">{member.jobTitle}</div> : null}
                    </td>
                    <td className="px-4 py-3">
                      <SlackBadge member={member} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatListDate(member.createdAt)}</td>
                    <td className="px-4 py-3 text-right">{memberActions(member)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="flex flex-col gap-3 lg:hidden" aria-label="Community members">
            {rows.map((member) => (
              <li key={member.id} data-member={member.email}>
                <Card className="flex gap-3 p-4">
                  <div className="pt-0.5">{memberCheckbox(member)}</div>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="min-w-0">
                      <div className="font-medium text-foreground break-words">{nameOf(member)}</div>
                      <div className="text-sm text-muted-foreground break-all">{member.email}</div>
                      {member.company || member.jobTitle ? (
                        <div className="text-sm text-muted-foreground break-words">{[member.jobTitle, member.company].filter(Boolean).join(', ')}</div>
                      ) : null}
                    </div>
                    <SlackBadge member={member} />
                    <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                      <span>
                        {formatListDate(member.createdAt)}
                        {member.autoEnrolled ? ` · ${m.autoEnrolled}` : ''}
                      </span>
                      {memberActions(member)}
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="flex items-center justify-between gap-3" aria-label="Pagination">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                {m.previousPage}
              </Button>
              <span className="text-sm text-muted-foreground">{m.pageOf(page, pages)}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
                {m.nextPage}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

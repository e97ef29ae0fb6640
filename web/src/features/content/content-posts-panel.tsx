import { useState } from 'react';
import { Check, Eye, Pencil, Send, Trash2, Undo2, X, type LucideIcon } from 'lucide-react';
import type { AdminPost } from '@contracts/content/contracts/content.contract.ts';
import type { EditPost } from '@contracts/content/contracts/content-form.contract.ts';
import { contentAdminMessages as m } from '@contracts/content/contracts/content-messages.contract.ts';
import { actionsFor, POST_ACTION_TARGET, POST_STATUS_BADGE, type PostAction } from '@contracts/content/contracts/post-status.contract.ts';
import { toastFailure, useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure } from '../admin/admin-api.ts';
import { changePostStatus, deletePost, editPost, useAdminPosts } from './content-api.ts';
import { formatCardDate } from './content-format.ts';
import { DeletePostDialog, PostEditDialog, PostViewDialog } from './post-dialogs.tsx';

const ACTION_LOOK: Record<PostAction, { label: string; icon: LucideIcon; variant: ButtonProps['variant'] }> = {
  approve: { label: m.approve, icon: Check, variant: 'accent' },
  reject: { label: m.reject, icon: X, variant: 'destructive' },
  publish: { label: m.publish, icon: Send, variant: 'primary' },
  unpublish: { label: m.unpublish, icon: Undo2, variant: 'outline' },
};

function StatCards({ pending, published }: { pending: number; published: number }) {
  const cards = [
    { label: m.statPending, value: pending },
    { label: m.statPublished, value: published },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
      {cards.map((card) => (
        <Card key={card.label} className="p-4" data-stat={card.label}>
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-foreground">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

type PostRowProps = {
  post: AdminPost;
  busy: boolean;
  onView: () => void;
  onEdit: () => void;
  onAction: (action: PostAction) => void;
  onDelete: () => void;
};

function PostRow({ post, busy, onView, onEdit, onAction, onDelete }: PostRowProps) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-post={post.slug}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold leading-snug wrap-anywhere text-foreground">{post.title}</h3>
            <p className="text-sm text-muted-foreground">
              <span className="wrap-anywhere">{post.authorName}</span> · {formatCardDate(post.createdAt)}
              {post.category ? ` · ${post.category.name}` : ''}
            </p>
          </div>
          <Badge variant={POST_STATUS_BADGE[post.status]} className="shrink-0 self-start capitalize" data-status={post.status}>
            {post.status}
          </Badge>
        </div>
        <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">{post.excerpt}</p>
        {post.tags && post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="min-w-0">
                <Badge variant="outline" className="max-w-full wrap-anywhere">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" onClick={onView} aria-label={`${m.view}: ${post.title}`}>
            <Eye aria-hidden="true" />
            {m.view}
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${m.edit}: ${post.title}`}>
            <Pencil aria-hidden="true" />
            {m.edit}
          </Button>
          {actionsFor(post.status).map((action) => {
            const look = ACTION_LOOK[action];
            const Icon = look.icon;
            return (
              <Button key={action} size="sm" variant={look.variant} disabled={busy} onClick={() => onAction(action)} aria-label={`${look.label}: ${post.title}`}>
                <Icon aria-hidden="true" />
                {look.label}
              </Button>
            );
          })}
          <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={onDelete} aria-label={`${m.delete}: ${post.title}`}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/**
 * The posts of Content Management (spec part 2 section 2): every post newest first, the Pending and
 * Published counts, View, Edit, the moves of section 4's state machine, and Delete. The server
 * enforces the moves; an illegal one (a stale page) answers 409 and the toast says why.
 */
export function ContentPostsPanel({ onChanged }: { onChanged: () => Promise<void> }) {
  const posts = useAdminPosts();
  useQueryFailureToast(posts, adminLoadFailure(m.loadFailed));
  const [viewing, setViewing] = useState<AdminPost | null>(null);
  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (post: AdminPost, action: PostAction) => {
    const status = POST_ACTION_TARGET[action];
    setBusyId(post.id);
    try {
      await changePostStatus(post.id, status);
      toast({ title: 'Success', description: m.statusChanged(status) });
    } catch (error) {
      toastFailure(m.statusFailed, error);
    } finally {
      setBusyId(null);
      await onChanged();
    }
  };

  const save = async (post: AdminPost, edit: EditPost) => {
    try {
      await editPost(post.id, edit);
      toast({ title: 'Success', description: m.updated });
      setEditing(null);
      await onChanged();
    } catch (error) {
      toastFailure(m.updateFailed, error);
    }
  };

  const remove = async (post: AdminPost) => {
    setDeleting(null);
    setBusyId(post.id);
    try {
      await deletePost(post.id);
      toast({ title: 'Success', description: m.deleted });
    } catch (error) {
      toastFailure(m.deleteFailed, error);
    } finally {
      setBusyId(null);
      await onChanged();
    }
  };

  if (posts.isPending) return <PageLoading label="Loading content posts..." />;
  if (posts.isError) return <PageError message={m.loadFailed} onRetry={() => void posts.refetch()} />;
  const { posts: rows, pendingCount, publishedCount } = posts.data;

  return (
    <div className="flex flex-col gap-6">
      <StatCards pending={pendingCount} published={publishedCount} />
      {rows.length === 0 ? (
        <PageEmpty title={m.noPosts} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Content posts">
          {rows.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              busy={busyId === post.id}
              onView={() => setViewing(post)}
              onEdit={() => setEditing(post)}
              onAction={(action) => void act(post, action)}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </ul>
      )}
      <PostViewDialog post={viewing} onClose={() => setViewing(null)} />
      <PostEditDialog post={editing} onSave={save} onClose={() => setEditing(null)} />
      <DeletePostDialog post={deleting} onConfirm={(post) => void remove(post)} onClose={() => setDeleting(null)} />
    </div>
  );
}

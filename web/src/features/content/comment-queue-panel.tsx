import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { Check, MessageSquare, Trash2, X } from 'lucide-react';
import type { AdminComment } from '@contracts/content/contracts/content.contract.ts';
import { contentAdminMessages as m } from '@contracts/content/contracts/content-messages.contract.ts';
import { POST_STATUS_BADGE } from '@contracts/content/contracts/post-status.contract.ts';
import { toastFailure, useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure } from '../admin/admin-api.ts';
import { changeCommentStatus, deleteComment, type useAdminComments } from './content-api.ts';
import { Paragraphs } from './paragraphs.tsx';

type Decision = 'approved' | 'rejected' | 'deleted';

const DONE: Record<Decision, string> = { approved: m.commentApproved, rejected: m.commentRejected, deleted: m.commentDeleted };

function ArticleRef({ post }: { post: AdminComment['post'] }) {
  // Only a published article has a public page to go to.
  if (post.status !== 'published') {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="wrap-anywhere">{m.onArticle(post.title)}</span>
        <Badge variant={POST_STATUS_BADGE[post.status]} className="capitalize">
          {post.status}
        </Badge>
      </span>
    );
  }
  return (
    <Link to="/content/$slug" params={{ slug: post.slug }} className="font-medium wrap-anywhere text-brand hover:underline">
      {m.onArticle(post.title)}
    </Link>
  );
}

function CommentRow({ comment, busy, onDecide }: { comment: AdminComment; busy: boolean; onDecide: (decision: Decision) => void }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-comment={comment.id}>
        <div className="flex flex-col gap-1 text-sm">
          <ArticleRef post={comment.post} />
          <p className="text-muted-foreground">
            <span className="font-medium wrap-anywhere text-foreground">{comment.authorName}</span>
            {' · '}
            <span className="break-all">{comment.authorEmail}</span>
            {' · '}
            <time dateTime={comment.createdAt}>{format(new Date(comment.createdAt), 'MMM d, yyyy, h:mm a')}</time>
          </p>
        </div>
        <div className="flex flex-col gap-2 rounded-md bg-muted p-3 text-sm text-foreground">
          <Paragraphs content={comment.content} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="accent" disabled={busy} onClick={() => onDecide('approved')} aria-label={`${m.approve}: ${comment.authorName}`}>
            <Check aria-hidden="true" />
            {m.approve}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('rejected')} aria-label={`${m.reject}: ${comment.authorName}`}>
            <X aria-hidden="true" />
            {m.reject}
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={() => onDecide('deleted')} aria-label={`${m.delete}: ${comment.authorName}`}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/**
 * The comments queue (issue 12 item 6, beyond the spec: a comment nobody can approve never
 * appears): pending comments, oldest first, with their article; Approve, Reject or Delete.
 */
export function CommentQueuePanel({ comments, onChanged }: { comments: ReturnType<typeof useAdminComments>; onChanged: () => Promise<void> }) {
  useQueryFailureToast(comments, adminLoadFailure(m.commentsLoadFailed));
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = async (comment: AdminComment, decision: Decision) => {
    setBusyId(comment.id);
    try {
      if (decision === 'deleted') await deleteComment(comment.id);
      else await changeCommentStatus(comment.id, decision);
      toast({ title: 'Success', description: DONE[decision] });
    } catch (error) {
      toastFailure(m.commentActionFailed, error);
    } finally {
      setBusyId(null);
      await onChanged();
    }
  };

  if (comments.isPending) return <PageLoading label="Loading comments..." />;
  if (comments.isError) return <PageError message={m.commentsLoadFailed} onRetry={() => void comments.refetch()} />;
  const rows = comments.data.comments;
  if (rows.length === 0) return <PageEmpty icon={MessageSquare} title={m.noPendingComments} />;
  return (
    <ul className="flex flex-col gap-3" aria-label="Comments waiting for moderation">
      {rows.map((comment) => (
        <CommentRow key={comment.id} comment={comment} busy={busyId === comment.id} onDecide={(decision) => void decide(comment, decision)} />
      ))}
    </ul>
  );
}

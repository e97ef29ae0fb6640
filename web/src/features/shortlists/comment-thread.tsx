import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  SHORTLIST_COMMENT_MAX,
  shortlistFieldMessages,
  shortlistShareMessages as m,
} from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistComment } from '@contracts/shortlists/contracts/shortlist-comments.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { postShortlistComment } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type CommentThreadProps = {
  shortlistId: string;
  entryId: string;
  comments: ShortlistComment[];
  /** The query that holds the thread (the owner's list or the shared list), refetched after a comment. */
  queryKey: QueryKey;
};

/**
 * The thread the owner and the colleagues share on one entry: each comment with its author and
 * time, oldest first, and a form to add one. Plain text only: React escapes it.
 */
export function CommentThread({ shortlistId, entryId, comments, queryKey }: CommentThreadProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const post = useMutation({
    mutationFn: () => postShortlistComment(shortlistId, entryId, text),
    onSuccess: async () => {
      setText('');
      toast({ title: m.commentPosted });
      await refreshAfterWrite(queryClient, queryKey);
    },
    onError: (failure) => {
      const fieldError = failure instanceof ApiError ? failure.fieldError('text') : undefined;
      if (fieldError) setError(fieldError);
      else toastFailure(m.commentFailed, failure);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(shortlistFieldMessages.commentRequired);
      return;
    }
    setError(undefined);
    if (!post.isPending) post.mutate();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2 border-t border-border pt-3" data-testid="comment-thread">
      <h4 id={`${id}-heading`} className="text-sm font-medium">
        {m.comments}
        {comments.length > 0 ? <span className="ml-1 text-muted-foreground">({comments.length})</span> : null}
      </h4>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noComments}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="comment">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground wrap-anywhere">
                  {comment.authorName}
                  {comment.mine ? ' (you)' : ''}
                </span>
                <time dateTime={comment.createdAt}>{format(new Date(comment.createdAt), 'd MMM yyyy, HH:mm')}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={id} className="sr-only">
          {m.commentLabel}
        </label>
        <Textarea
          id={id}
          value={text}
          rows={2}
          className="min-h-16"
          maxLength={SHORTLIST_COMMENT_MAX}
          placeholder={`${m.commentLabel}…`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="outline" disabled={post.isPending}>
            {m.commentSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}

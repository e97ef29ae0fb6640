import { useForm } from 'react-hook-form';
import type { PostCommentInput } from '@contracts/content/contracts/content-form.contract.ts';
import { LIMITS } from '@contracts/content/contracts/content-text.contract.ts';
import { articleMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { deferredSchemaResolver, useSchemaFetchedOnMount } from '../../components/deferred-schema-resolver.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, TextField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { applyFieldErrors } from '../auth/server-errors.ts';
import { postComment } from './content-api.ts';

const loadCommentSchemas = () => import('@contracts/content/contracts/content-form.contract.ts');
// One form for both: what the form holds is the signed-in schema's input, which the visitor's narrows.
const signedInCommentResolver = deferredSchemaResolver<PostCommentInput, PostCommentInput>(() => loadCommentSchemas().then((contract) => contract.postCommentSchema));
const anonymousCommentResolver = deferredSchemaResolver<PostCommentInput, PostCommentInput>(() => loadCommentSchemas().then((contract) => contract.anonymousCommentSchema));

const EMPTY: PostCommentInput = { content: '', authorName: '', authorEmail: '', website: '' };

/**
 * 'Leave a Comment' (spec part 2 sections 2 and 5). A visitor gives a name and an e-mail; a
 * signed-in user comments as 'User' + the first 8 characters of their id (the server fills in
 * their label and account e-mail). A blank comment is ignored without a word. Every comment waits
 * for moderation, so nothing is added to the list here.
 */
export function CommentForm({ slug }: { slug: string }) {
  const user = useSessionStore((state) => state.user);
  const resolver = user ? signedInCommentResolver : anonymousCommentResolver;
  useSchemaFetchedOnMount(resolver);
  const form = useForm<PostCommentInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: PostCommentInput) => {
    const comment = user ? { content: values.content, website: values.website } : values;
    try {
      await postComment(slug, comment);
      toast({ title: articleMessages.commentSubmittedTitle, description: articleMessages.commentSubmittedDescription });
      form.resetField('content');
    } catch (error) {
      applyFieldErrors(error, ['content', 'authorName', 'authorEmail'], form.setError);
      toastFailure(articleMessages.commentFailed, error);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="leave-comment-title"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        // Spec part 2 section 5: a blank comment is silently ignored.
        if (!form.getValues('content').trim()) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(send)(event);
      }}
    >
      <h3 id="leave-comment-title" className="text-lg font-semibold text-foreground">
        {articleMessages.leaveComment}
      </h3>
      {user ? (
        <p className="text-sm text-muted-foreground">{articleMessages.commentingAs(articleMessages.signedInCommenter(user.id))}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="comment-name"
            label={articleMessages.nameLabel}
            required
            autoComplete="name"
            maxLength={LIMITS.commentName}
            error={errors.authorName?.message}
            {...form.register('authorName')}
          />
          <TextField
            id="comment-email"
            label={articleMessages.emailLabel}
            type="email"
            required
            autoComplete="email"
            description={articleMessages.emailHint}
            error={errors.authorEmail?.message}
            {...form.register('authorEmail')}
          />
        </div>
      )}
      <FormField id="comment-content" label={articleMessages.commentLabel} required error={errors.content?.message}>
        {(fieldProps) => <Textarea {...fieldProps} rows={4} maxLength={LIMITS.comment} {...form.register('content')} />}
      </FormField>
      {/* A honeypot: hidden from people and screen readers, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">Website</label>
        <input id="comment-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? articleMessages.posting : articleMessages.postComment}
        </Button>
      </div>
    </form>
  );
}

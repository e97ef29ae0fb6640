import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPost } from '@contracts/content/contracts/content.contract.ts';
import { editPostSchema, LIMITS, type EditPost } from '@contracts/content/contracts/content-form.contract.ts';
import { contentAdminMessages as m } from '@contracts/content/contracts/content-messages.contract.ts';
import { POST_STATUS_BADGE } from '@contracts/content/contracts/post-status.contract.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField, TextField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { formatCardDate } from './content-format.ts';
import { Paragraphs } from './paragraphs.tsx';

/** View (spec part 2 section 2): the post's content split into paragraphs, as the hub would show it. */
export function PostViewDialog({ post, onClose }: { post: AdminPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        {post ? (
          <>
            <DialogHeader>
              <DialogTitle className="wrap-anywhere">{post.title}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <span className="wrap-anywhere">{post.authorName}</span>
                <span aria-hidden="true">·</span>
                <span>{formatCardDate(post.createdAt)}</span>
                <Badge variant={POST_STATUS_BADGE[post.status]} className="capitalize">
                  {post.status}
                </Badge>
              </DialogDescription>
            </DialogHeader>
            {post.featuredImageUrl ? <img src={post.featuredImageUrl} alt="" className="aspect-video w-full rounded-card object-cover" /> : null}
            <div className="flex flex-col gap-4 leading-relaxed text-foreground" data-testid="post-view-content">
              <Paragraphs content={post.content} />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ post, onSave, onCancel }: { post: AdminPost; onSave: (edit: EditPost) => Promise<void>; onCancel: () => void }) {
  const form = useForm<EditPost>({ resolver: zodResolver(editPostSchema), defaultValues: { title: post.title, content: post.content } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="flex flex-col gap-4">
      <TextField id="edit-title" label="Title" required maxLength={LIMITS.title} error={errors.title?.message} {...form.register('title')} />
      <FormField id="edit-content" label="Content" required error={errors.content?.message}>
        {(fieldProps) => <Textarea {...fieldProps} rows={14} maxLength={LIMITS.content} {...form.register('content')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {m.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit (spec part 2 sections 2 and 5): Title and Content; the server sets the excerpt to the content's first 160 characters. */
export function PostEditDialog({ post, onSave, onClose }: { post: AdminPost | null; onSave: (post: AdminPost, edit: EditPost) => Promise<void>; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.editTitle}</DialogTitle>
          <DialogDescription className="sr-only">Change the title and the content of the post.</DialogDescription>
        </DialogHeader>
        {/* Keyed by post: each opening starts from that post's saved text. */}
        {post ? <EditForm key={post.id} post={post} onSave={(edit) => onSave(post, edit)} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Delete asks first: the post and its comments go for good. */
export function DeletePostDialog({ post, onConfirm, onClose }: { post: AdminPost | null; onConfirm: (post: AdminPost) => void; onClose: () => void }) {
  return (
    <AlertDialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.deleteConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">{post ? m.deleteConfirmDescription(post.title) : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => (post ? onConfirm(post) : undefined)}>
            {m.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

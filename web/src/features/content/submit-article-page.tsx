import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, ChevronDown } from 'lucide-react';
import { LIMITS, submitArticleSchema, type SubmitArticle, type SubmitArticleInput } from '@contracts/content/contracts/content-form.contract.ts';
import { submitMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { FormField, TextField } from '../../components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { applyFieldErrors } from '../auth/server-errors.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { submitArticle, useCategories } from './content-api.ts';
import { SUMMARY_RECOMMENDED, summaryLengthState } from './content-format.ts';
import { FeaturedImageField } from './featured-image-field.tsx';

const EMPTY: SubmitArticleInput = {
  title: '',
  excerpt: '',
  categoryId: null,
  tags: '',
  featuredImageUrl: null,
  authorName: '',
  authorBio: '',
  authorEmail: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  website: '',
};

/** The fields the server may refuse by name (problem+json `errors`), in the form's order. */
const SERVER_FIELDS = [
  'title',
  'excerpt',
  'categoryId',
  'tags',
  'featuredImageUrl',
  'authorName',
  'authorBio',
  'authorEmail',
  'content',
  'metaTitle',
  'metaDescription',
] as const;

function FormSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8" role="group" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-6 flex flex-col gap-5">{children}</div>
    </Card>
  );
}

function SummaryCounter({ length }: { length: number }) {
  const state = summaryLengthState(length);
  return (
    <span className={cn('tabular-nums', state === 'good' ? 'text-success' : 'text-muted-foreground')} aria-live="polite">
      {length} / {SUMMARY_RECOMMENDED.min}-{SUMMARY_RECOMMENDED.max}
    </span>
  );
}

function Submitted({ onAnother }: { onAnother: () => void }) {
  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-8 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h2 className="text-2xl font-semibold text-foreground">{submitMessages.successTitle}</h2>
      <p className="max-w-md text-muted-foreground">{submitMessages.successToast}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/content">{submitMessages.browseContent}</Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onAnother}>
          {submitMessages.submitAnother}
        </Button>
      </div>
    </Card>
  );
}

function SubmitArticleForm({ onSubmitted }: { onSubmitted: () => void }) {
  const categories = useCategories();
  const [uploading, setUploading] = useState(false);
  const form = useForm<SubmitArticleInput, unknown, SubmitArticle>({ resolver: zodResolver(submitArticleSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [seoOpen, setSeoOpen] = useState(false);
  const summaryLength = (useWatch({ control: form.control, name: 'excerpt' }) ?? '').length;
  // A refused meta field must be visible to be read and fixed.
  const seoShown = seoOpen || Boolean(errors.metaTitle || errors.metaDescription);

  const send = async (values: SubmitArticle) => {
    try {
      await submitArticle(values);
      toast({ title: 'Success', description: submitMessages.successToast });
      onSubmitted();
    } catch (error) {
      applyFieldErrors(error, SERVER_FIELDS, form.setError);
      toastFailure(submitMessages.failed, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-6" aria-label={submitMessages.title}>
      <FormSection id="section-article" title={submitMessages.sectionArticle}>
        <TextField id="title" label={submitMessages.titleLabel} required maxLength={LIMITS.title} error={errors.title?.message} {...form.register('title')} />
        <FormField
          id="excerpt"
          label={submitMessages.excerptLabel}
          required
          description={
            <span className="flex justify-between gap-3">
              <span>{submitMessages.excerptHint}</span>
              <SummaryCounter length={summaryLength} />
            </span>
          }
          error={errors.excerpt?.message}
        >
          {(fieldProps) => <Textarea {...fieldProps} rows={3} maxLength={LIMITS.excerpt} {...form.register('excerpt')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {/* Labelled required but not enforced (spec part 2 section 5): a post may have no category. */}
          <FormField id="categoryId" label={submitMessages.categoryLabel} required error={errors.categoryId?.message}>
            {(fieldProps) => (
              <Controller
                control={form.control}
                name="categoryId"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={(value) => field.onChange(value || null)}>
                    <SelectTrigger {...fieldProps} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder={submitMessages.categoryPlaceholder} />
                    </SelectTrigger>
                    <SelectContent>
                      {(categories.data?.categories ?? []).map((category) => (
                        <SelectItem key={category.id} value={category.id}>
                          {category.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <TextField id="tags" label={submitMessages.tagsLabel} optional description={submitMessages.tagsHint} error={errors.tags?.message} {...form.register('tags')} />
        </div>
        <Controller
          control={form.control}
          name="featuredImageUrl"
          render={({ field }) => (
            <FeaturedImageField value={field.value ?? null} onChange={field.onChange} onUploadingChange={setUploading} error={errors.featuredImageUrl?.message} />
          )}
        />
      </FormSection>

      <FormSection id="section-author" title={submitMessages.sectionAuthor}>
        <TextField
          id="authorName"
          label={submitMessages.authorNameLabel}
          required
          autoComplete="name"
          maxLength={LIMITS.authorName}
          error={errors.authorName?.message}
          {...form.register('authorName')}
        />
        <FormField id="authorBio" label={submitMessages.authorBioLabel} required error={errors.authorBio?.message}>
          {(fieldProps) => <Textarea {...fieldProps} rows={3} maxLength={LIMITS.authorBio} {...form.register('authorBio')} />}
        </FormField>
        <TextField
          id="authorEmail"
          label={submitMessages.authorEmailLabel}
          type="email"
          autoComplete="email"
          description={submitMessages.authorEmailHint}
          error={errors.authorEmail?.message}
          {...form.register('authorEmail')}
        />
      </FormSection>

      <FormSection id="section-content" title={submitMessages.sectionContent}>
        <FormField id="content" label={submitMessages.contentLabel} required description={submitMessages.contentHint} error={errors.content?.message}>
          {(fieldProps) => <Textarea {...fieldProps} rows={12} maxLength={LIMITS.content} {...form.register('content')} />}
        </FormField>
      </FormSection>

      <Card className="p-5 sm:p-8">
        <h2 className="text-xl font-semibold text-foreground">
          <button
            type="button"
            aria-expanded={seoShown}
            aria-controls="seo-fields"
            onClick={() => setSeoOpen((open) => !open)}
            className="flex w-full items-center justify-between gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {submitMessages.sectionSeo}
            <ChevronDown className={cn('size-5 shrink-0 text-muted-foreground transition-transform', seoShown && 'rotate-180')} aria-hidden="true" />
          </button>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{submitMessages.seoOptional}</p>
        {/* Hidden, not unmounted: the fields keep what was typed while the section is closed. */}
        <div id="seo-fields" hidden={!seoShown} className="mt-6 flex-col gap-5 [&:not([hidden])]:flex">
          <TextField id="metaTitle" label={submitMessages.metaTitleLabel} optional maxLength={LIMITS.metaTitle} error={errors.metaTitle?.message} {...form.register('metaTitle')} />
          <FormField id="metaDescription" label={submitMessages.metaDescriptionLabel} optional error={errors.metaDescription?.message}>
            {(fieldProps) => <Textarea {...fieldProps} rows={3} maxLength={LIMITS.metaDescription} {...form.register('metaDescription')} />}
          </FormField>
        </div>
      </Card>

      {/* A honeypot: hidden from people and screen readers, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting || uploading}>
          {isSubmitting ? submitMessages.submitting : submitMessages.submit}
        </Button>
      </div>
    </form>
  );
}

/** /content/submit (spec part 2 sections 2 and 5): the article form, then 'Article Submitted!'. */
export function SubmitArticlePage() {
  useDocumentTitle(submitMessages.title);
  // A new key gives Submit Another a fresh form (values, image, errors).
  const [round, setRound] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <Link to="/content" className="inline-flex items-center gap-2 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {submitMessages.browseContent}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{submitMessages.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{submitMessages.intro}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <div className="mt-8">
        {submitted ? (
          <Submitted
            onAnother={() => {
              setRound((n) => n + 1);
              setSubmitted(false);
            }}
          />
        ) : (
          <SubmitArticleForm key={round} onSubmitted={() => setSubmitted(true)} />
        )}
      </div>
    </div>
  );
}

import { useMemo, useRef } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { profileFormSchemaFor } from '@contracts/profiles/contracts/profile-form.contract.ts';
import { profileMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { BasicsSection } from './basics-section.tsx';
import { BioSection } from './bio-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DeleteProfileSection } from './delete-profile-section.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { LocationSection } from './location-section.tsx';
import { deleteOwnProfile, ownProfileKeys, saveOwnProfile } from './profile-api.ts';
import { emptyProfileValues, type ProfileFormValues } from './profile-values.ts';
import { ExpertiseSection, PreferencesSection } from './selections-sections.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useProfileDraft } from './use-profile-draft.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type ProfileFormProps = {
  userId: string;
  reference: ReferenceData;
  initialValues: ProfileFormValues;
  /** Submitted for review at least once: the button saves changes rather than submitting. */
  submitted: boolean;
  /** Something is stored to delete (a submitted profile or an invitation's draft). */
  stored: boolean;
};

const FIELDS = new Set(Object.keys(emptyProfileValues()));

/** A problem's message for the toast: the server's own words for a 4xx, the spec's fallback otherwise. */
function describeFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return profileMessages.saveNotSignedIn;
  return error.status >= 400 && error.status < 500 ? error.detail : fallback;
}

export function ProfileForm({ userId, reference, initialValues, submitted, stored }: ProfileFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    // The schema's input type is stricter than the form's ('' for an unchosen select); it reports those as messages.
    () => zodResolver(profileFormSchemaFor(reference)) as unknown as Resolver<ProfileFormValues>,
    [reference],
  );
  const form = useForm<ProfileFormValues>({ defaultValues: initialValues, resolver, mode: 'onTouched' });
  const draft = useProfileDraft(form, userId, reference, initialValues);
  const { isDirty, isSubmitting } = form.formState;

  // After a save or a delete the page leaves on purpose: no prompt then.
  const leaving = useRef(false);
  // Read at navigation time (the form state is a live object), so the prompt follows the latest edit.
  const mustPrompt = () => {
    if (leaving.current || !form.formState.isDirty) return false;
    draft.flush();
    return true;
  };
  const blocker = useBlocker({ shouldBlockFn: mustPrompt, enableBeforeUnload: mustPrompt, withResolver: true });

  const save = async () => {
    try {
      const result = await saveOwnProfile(form.getValues());
      leaving.current = true;
      draft.finish();
      await refreshAfterWrite(queryClient, ownProfileKeys.all);
      toast({ title: result.submitted ? 'Profile submitted' : 'Profile updated', description: result.message });
      await navigate({ to: '/profile' });
    } catch (error) {
      leaving.current = false;
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (FIELDS.has(field) && messages[0]) form.setError(field as FieldPath<ProfileFormValues>, { message: messages[0] }, { shouldFocus: true });
        }
      }
      toast({ title: 'Error', description: describeFailure(error, profileMessages.saveFailed), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      const result = await deleteOwnProfile();
      leaving.current = true;
      draft.finish();
      queryClient.removeQueries({ queryKey: ownProfileKeys.all });
      toast({ title: 'Profile deleted', description: result.message || profileMessages.deleted });
      await navigate({ to: '/' });
    } catch (error) {
      leaving.current = false;
      toast({ title: 'Error', description: describeFailure(error, profileMessages.deleteFailed), variant: 'destructive' });
    }
  };

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-6">
        {draft.offer ? <DraftBanner draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
        <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="flex flex-col gap-6" aria-label="Executive profile">
          <BasicsSection reference={reference} />
          <LocationSection reference={reference} />
          <ContactSection />
          <BioSection />
          <ExpertiseSection reference={reference} />
          <PreferencesSection reference={reference} />
          <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:justify-between sm:rounded-card sm:border">
            <p className="hidden text-sm text-muted-foreground sm:block" aria-live="polite">
              {isDirty ? 'You have unsaved changes. A draft is kept on this device.' : 'All changes saved.'}
            </p>
            <div className="flex flex-1 gap-2 sm:flex-none">
              <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => void navigate({ to: '/profile' })}>
                Cancel
              </Button>
              <Button type="submit" className="flex-1 sm:flex-none" disabled={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? 'Saving...' : submitted ? 'Save Profile' : 'Submit Profile'}
              </Button>
            </div>
          </div>
        </form>
        {stored ? <DeleteProfileSection onDelete={remove} /> : null}
      </div>
      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </FormProvider>
  );
}

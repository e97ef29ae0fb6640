import { useMemo } from 'react';
import { profileMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { PageError, PageLoading } from '../../components/page-states.tsx';
import { useOwnProfile } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';
import { emptyProfileValues, pruneProfileValues } from './profile-values.ts';

/** /profile/edit (the route's guard lets only executives in). */
export function ProfileEditPage() {
  useDocumentTitle('Edit Profile');
  const user = useSessionStore((state) => state.user);
  const reference = useReferenceData();
  const profile = useOwnProfile(Boolean(user));
  const failed = reference.isError || profile.isError;
  // Either load failing is one failure of the page.
  useQueryFailureToast(
    { isError: failed, error: profile.error ?? reference.error, errorUpdatedAt: Math.max(profile.errorUpdatedAt, reference.errorUpdatedAt) },
    profileMessages.loadFailed,
  );

  const initialValues = useMemo(() => {
    if (!reference.data || !profile.data || !user) return null;
    const stored = profile.data.form ?? emptyProfileValues(user);
    return pruneProfileValues(stored, reference.data);
  }, [reference.data, profile.data, user]);

  // An invitation's pre-filled draft has stored values but was never submitted: its owner is still
  // creating the profile (and submits it), though the draft can be deleted like any stored profile.
  const submitted = Boolean(profile.data?.profileComplete);
  const stored = submitted || Boolean(profile.data?.form);
  // Named once the profile is known, so the heading never changes under the reader.
  const heading = profile.data ? (submitted ? 'Edit Profile' : 'Create Your Profile') : 'Your Profile';

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{heading}</h1>
        <p className="mt-2 text-muted-foreground">
          Complete every section to be reviewed by our team, typically within 24 hours. Fields marked * are required.
        </p>
      </header>
      {failed ? (
        <PageError
          message={profileMessages.loadFailed}
          onRetry={() => {
            void reference.refetch();
            void profile.refetch();
          }}
        />
      ) : initialValues && user && reference.data ? (
        <ProfileForm userId={user.id} reference={reference.data} initialValues={initialValues} submitted={submitted} stored={stored} />
      ) : (
        <PageLoading label="Loading your profile..." />
      )}
    </div>
  );
}

import { Suspense } from 'react';
import { BellPlus } from 'lucide-react';
import { savedSearchMessages as m } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { deferredDialog, useDeferredDialog } from '../../components/deferred-dialog.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSessionStore } from '../../stores/session.store.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';

const loadDialogs = () => import('./save-search-dialogs.tsx');
const SignInToSaveDialog = deferredDialog(() => loadDialogs().then((module) => module.SignInToSaveDialog));
const SaveSearchDialog = deferredDialog(() => loadDialogs().then((module) => module.SaveSearchDialog));

type SaveSearchButtonProps = { search: BrowseSearch; reference: ReferenceData | undefined };

/**
 * 'Save this search' on /browse: a client names the current filters and picks daily or weekly
 * alerts; a visitor is asked to log in or sign up as a client; other signed-in users (executives,
 * staff) do not see it. The dialogs' code loads as one is first opened (save-search-dialogs.tsx).
 */
export function SaveSearchButton({ search, reference }: SaveSearchButtonProps) {
  const user = useSessionStore((s) => s.user);
  const dialog = useDeferredDialog(loadDialogs);
  if (user && user.userType !== 'client') return null;
  return (
    <>
      <Button variant="outline" className="h-10" {...dialog.triggerProps}>
        <BellPlus aria-hidden="true" />
        {m.saveThisSearch}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          {user ? <SaveSearchDialog search={search} reference={reference} {...dialog.controls} /> : <SignInToSaveDialog {...dialog.controls} />}
        </Suspense>
      ) : null}
    </>
  );
}

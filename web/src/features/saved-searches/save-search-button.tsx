import { BellPlus } from 'lucide-react';
import { savedSearchMessages as m } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { DeferredDialogButton, deferredDialog } from '../../components/deferred-dialog.tsx';
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
  if (user && user.userType !== 'client') return null;
  return (
    <DeferredDialogButton
      variant="outline"
      className="h-10"
      prefetch={loadDialogs}
      dialog={(controls) => (user ? <SaveSearchDialog search={search} reference={reference} {...controls} /> : <SignInToSaveDialog {...controls} />)}
    >
      <BellPlus aria-hidden="true" />
      {m.saveThisSearch}
    </DeferredDialogButton>
  );
}

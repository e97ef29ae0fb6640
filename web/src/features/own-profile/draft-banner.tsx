import { useEffect, useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { describeDraftAge, type ProfileDraft } from './profile-draft.ts';

/** 'We found an unsaved draft from <relative time>' with Restore and Discard. */
export function DraftBanner({ draft, onRestore, onDiscard }: { draft: ProfileDraft; onRestore: () => void; onDiscard: () => void }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-foreground">
        <History className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>
          We found an unsaved draft from {describeDraftAge(draft.timestamp, now)}. Restore it to continue where you left off.
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="accent" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}

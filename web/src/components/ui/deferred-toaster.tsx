import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from './use-toast.ts';

/**
 * Radix Toast and what it brings (about 10 KB brotli): loaded after the page works, not before.
 * Should its chunk not arrive (a dropped connection, a deploy that removed it), the toasts still
 * reach the user, plainly, rather than the page failing.
 */
const Toaster = lazy(() =>
  import('./toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: PlainToasts }),
  ),
);

/**
 * <Toaster /> off the page's critical path (issue 32 item 4): its chunk loads once the browser is
 * idle after the first render, or at once when a toast is raised before that, and the toast then
 * shows as soon as the chunk has arrived. `toast()` itself is in the entry, so nothing raised
 * early is lost. The server renders only the region's empty wrapper, and so does the first render
 * that takes its HTML over.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const focusWhenMounted = useRef(false);
  useEffect(() => afterIdle(() => setWanted(true)), []);
  // Radix's F8 (focus the notifications) works from the first moment: pressed before the region
  // is there (its chunk not asked for, or still on its way), it focuses the region as it mounts.
  useEffect(() => {
    if (mounted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      focusWhenMounted.current = true;
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mounted]);
  const onRegionMounted = useCallback(() => {
    setMounted(true);
    if (!focusWhenMounted.current) return;
    focusWhenMounted.current = false;
    // Where Radix's own F8 puts focus: the list of toasts.
    region.current?.querySelector<HTMLElement>('ol')?.focus();
  }, []);
  return (
    // There from the first render: a modal dialog hides the rest of the page from assistive
    // technology (aria-hidden on its siblings) except what holds aria-live when it opens, so the
    // toasts, whenever their region arrives, stay reachable beside a dialog opened before it.
    <div aria-live="off" ref={region}>
      {wanted || toasts.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster />
          <OnMount run={onRegionMounted} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Runs `run` once its Suspense boundary has shown what it waited for. */
function OnMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

function PlainToasts() {
  const { toasts, dismiss } = useToast();
  return (
    <ol role="status" aria-live="polite" className="fixed bottom-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-sm">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id} className="rounded-card border border-border bg-surface p-4 text-sm text-foreground shadow-lg">
            {t.title ? <p className="font-semibold">{t.title}</p> : null}
            {t.description ? <p>{t.description}</p> : null}
            <button type="button" className="mt-2 underline" onClick={() => dismiss(t.id)}>
              Close
            </button>
          </li>
        ))}
    </ol>
  );
}

/** Runs `then` when the browser is next idle (Safari has no requestIdleCallback: a timeout there); returns the cancel. */
function afterIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(then, 1000);
  return () => window.clearTimeout(handle);
}

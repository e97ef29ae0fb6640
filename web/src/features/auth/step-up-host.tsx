import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { registerStepUpPrompt, StepUpCancelledError } from '../../api/step-up.ts';

// Loaded the first time a sensitive action needs it: most visits never do.
const StepUpDialog = lazy(() => import('./step-up-dialog.tsx'));

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/**
 * Mounted once in the root layout: answers api/step-up.ts's requests for a fresh second factor by
 * showing the step-up dialog, and settles the waiting action with its outcome (decision 045).
 */
export function StepUpHost() {
  const [open, setOpen] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  useEffect(
    () =>
      registerStepUpPrompt(
        () =>
          new Promise<void>((resolve, reject) => {
            waiting.current = { resolve, reject };
            setOpen(true);
          }),
      ),
    [],
  );

  const settle = (confirmed: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setOpen(false);
    if (confirmed) current?.resolve();
    else current?.reject(new StepUpCancelledError());
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog onConfirmed={() => settle(true)} onCancelled={() => settle(false)} />
    </Suspense>
  );
}

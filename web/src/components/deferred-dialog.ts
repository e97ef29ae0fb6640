import { lazy, useRef, useState, type ComponentType } from 'react';
import { DIALOG_LOAD_FAILED } from './deferred-dialog-messages.ts';
import { toast } from './ui/use-toast.ts';

/** What a deferred dialog takes from `useDeferredDialog`: Radix Dialog's open state and where focus returns. */
export type DeferredDialogControls = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * A dialog component whose code, Radix Dialog's included (about 8 KB brotli with focus trapping
 * and scroll locking), loads the first time it is wanted rather than with the page (issue 32
 * item 4). `load` is also what `useDeferredDialog` calls to fetch it early, as a pointer comes
 * near its button.
 */
export function deferredDialog<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const nothing: ComponentType<Props> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        toast({ variant: 'destructive', title: DIALOG_LOAD_FAILED });
        return { default: nothing };
      },
    ),
  );
}

/**
 * State for a button that opens a deferred dialog: the dialog is mounted on the first open and
 * stays mounted, so closing animates as before; the button carries what Radix's DialogTrigger
 * would (aria-haspopup, aria-expanded) and gets focus back on close, which Radix gives only to
 * its own trigger.
 */
export function useDeferredDialog(prefetch: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void prefetch().catch(() => undefined);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  return {
    /** Whether to render the dialog: from its first opening on. */
    mounted,
    /** To spread on the dialog. */
    controls: { open, onOpenChange: setOpen, onCloseAutoFocus: returnFocus } satisfies DeferredDialogControls,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
      onPointerEnter: warm,
      onFocus: warm,
    },
  };
}

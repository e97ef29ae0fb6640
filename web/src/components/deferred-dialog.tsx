import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { DIALOG_LOAD_FAILED } from './deferred-dialog-messages.ts';
import { Button, type ButtonProps } from './ui/button.tsx';
import { toast } from './ui/use-toast.ts';

/** What a deferred dialog takes from `DeferredDialogButton`: Radix Dialog's open state and where focus returns. */
export type DeferredDialogControls = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * A dialog component whose code, Radix Dialog's included (about 8 KB brotli with focus trapping
 * and scroll locking), loads the first time it is wanted rather than with the page (issue 32
 * item 4). `load` is also what `DeferredDialogButton` calls to fetch it early, as a pointer comes
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

type DeferredDialogButtonProps = Omit<ButtonProps, 'onClick' | 'onPointerEnter' | 'onFocus'> & {
  /** Fetches the dialog's code: called as a pointer comes near the button or focus reaches it. */
  prefetch: () => Promise<unknown>;
  /** The dialog (made with `deferredDialog`), rendered from its first opening on with the controls spread on it. */
  dialog: (controls: DeferredDialogControls) => ReactNode;
};

/**
 * A button that opens a deferred dialog. The dialog is mounted on the first open and stays
 * mounted, so closing animates as before. The button carries what Radix's DialogTrigger would
 * (aria-haspopup, aria-expanded) and gets focus back on close, which Radix gives only to its own
 * trigger.
 */
export function DeferredDialogButton({ prefetch, dialog, ...buttonProps }: DeferredDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // State rather than a ref: the controls, focus return included, are handed to `dialog` during render.
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const warm = () => void prefetch().catch(() => undefined);
  const controls: DeferredDialogControls = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      trigger?.focus();
    },
  };
  return (
    <>
      <Button
        {...buttonProps}
        ref={setTrigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
      />
      {mounted ? <Suspense fallback={null}>{dialog(controls)}</Suspense> : null}
    </>
  );
}

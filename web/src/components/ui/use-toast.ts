import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The one toast API (spec part 1 section 9): call `toast()` anywhere, render <Toaster /> once.
 * Newest first, at most 20 at once; a dismissed toast stays in the list (closed, so Radix can
 * animate it out) for the spec's removal delay before it is dropped.
 */

export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type ToastData = {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration?: number;
  action?: ReactNode;
};

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function updateToast(id: string, input: Partial<ToastInput>): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, ...input } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (input: Partial<ToastInput>) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const created: ToastData = { variant: 'default', ...input, id, open: true };
  publish([created, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

/** The current list, newest first (what <Toaster /> renders). */
export function readToasts(): ToastData[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server-rendered page has no toasts, nor has the browser's first render that takes it over. */
const NO_TOASTS: ToastData[] = [];
function readNoToasts(): ToastData[] {
  return NO_TOASTS;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, readToasts, readNoToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}

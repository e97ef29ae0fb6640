import { STEP_UP_REQUIRED_CODE } from '@contracts/identity/contracts/csrf.contract.ts';
import { ApiError } from './http.ts';

/**
 * Step-up in the browser (decision 045). A sensitive action the API answers 403 `step_up_required`
 * is repeated once the person has confirmed a fresh code: the dialog that asks for it registers
 * itself here (StepUpDialog, mounted once in the root layout), so every call through apiFetch and
 * every CSV download link gets it without knowing about it.
 */

/** Resolves once a fresh factor is confirmed; rejects with StepUpCancelledError when the person gives up. */
export type StepUpPrompt = () => Promise<void>;

let prompt: StepUpPrompt | null = null;
let pending: Promise<void> | null = null;

export class StepUpCancelledError extends Error {
  constructor() {
    super('Not done: this action needs you to confirm it is you.');
    this.name = 'StepUpCancelledError';
  }
}

export function registerStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === STEP_UP_REQUIRED_CODE;
}

/** Asks for a fresh factor; calls made together share one dialog. */
export function requestStepUp(): Promise<void> {
  if (!prompt) return Promise.reject(new StepUpCancelledError());
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}

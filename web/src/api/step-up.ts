import { STEP_UP_REQUIRED_CODE } from '@contracts/identity/contracts/csrf.contract.ts';
import type { StepUpStatus } from '@contracts/identity/contracts/step-up.contract.ts';
import { ApiError, sendRequest } from './http.ts';

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

/** A few seconds' margin: a window about to close would let the next request be refused. */
const MARGIN_MS = 15_000;

/**
 * Before a request the page cannot repeat itself (a download link the browser follows): asks for
 * a fresh factor first when this session will need one.
 */
export async function ensureFreshFactor(): Promise<void> {
  const status = await sendRequest<StepUpStatus>('/api/account/step-up');
  if (!status.required) return;
  if (status.freshUntil && Date.parse(status.freshUntil) - Date.now() > MARGIN_MS) return;
  await requestStepUp();
}

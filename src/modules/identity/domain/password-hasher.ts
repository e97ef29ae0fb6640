import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { runHashing } from './hashing-gate.ts';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes on libuv's
 * thread pool, so a login never blocks the event loop, and runHashing caps how many run at once so
 * a login flood cannot starve other requests of CPU. The parameters are part of each hash, so
 * raising them later only affects new hashes.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm is a const enum in the typings; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return runHashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await runHashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends one real verification when the e-mail is unknown, so timing does not tell it apart. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

import type { EntityManager } from '../db/orm.ts';
import type { DataSubject, ExportSection, PersonalData } from './personal-data.ts';

/** What the export document says of itself, before the modules' sections. */
export type PersonExport = {
  'About this document': { Generated: string; 'Format version': 1; 'How to read it': string };
  [section: string]: ExportSection;
};

/**
 * Everything every module holds of a person, one section per module in the registry's order
 * (src/personal-data.ts), read in one repeatable-read transaction so the sections agree.
 */
export async function exportPersonData(em: EntityManager, holders: readonly PersonalData[], subject: DataSubject, now = new Date()): Promise<PersonExport> {
  const sections: [string, ExportSection][] = [];
  await em.fork().transactional(
    async (tx) => {
      for (const holder of holders) {
        const section = await holder.export(tx, subject);
        if (section) sections.push([holder.module, section]);
      }
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  // The account first, however the registry orders erasure.
  sections.sort(([a], [b]) => Number(b === 'Account') - Number(a === 'Account'));
  return {
    'About this document': {
      Generated: now.toISOString(),
      'Format version': 1,
      'How to read it':
        'Everything TalentLeaders holds about you, one section per part of the service, your account first. Dates and times are in ISO 8601, in UTC; a value we do not have is null.',
    },
    ...Object.fromEntries(sections),
  };
}

export type ErasureOptions = {
  /**
   * Checked first, inside the erasure's transaction: false erases nothing. A caller erasing a
   * person for what their rows say (an account still unconfirmed after 30 days) locks and checks
   * them here, so a change committed in between (the address confirmed) stops the erasure.
   */
  onlyIf?: (tx: EntityManager) => Promise<boolean>;
};

/**
 * Erases a person from every module in one transaction, in the registry's order (identity's user
 * row last), and says whether it did (false only when `onlyIf` said no). Each module's erase is
 * idempotent, so a retried or repeated erasure is harmless.
 */
export async function erasePersonData(
  em: EntityManager,
  holders: readonly PersonalData[],
  subject: DataSubject,
  options: ErasureOptions = {},
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    if (options.onlyIf && !(await options.onlyIf(tx))) return false;
    for (const holder of holders) await holder.erase(tx, subject);
    return true;
  });
}

/**
 * Takes a person out of every read at once, in the caller's transaction (the erasure request's):
 * each module's `withdraw`, or its whole erase where it declares none.
 */
export async function withdrawPersonData(em: EntityManager, holders: readonly PersonalData[], subject: DataSubject): Promise<void> {
  for (const holder of holders) await (holder.withdraw ?? holder.erase)(em, subject);
}

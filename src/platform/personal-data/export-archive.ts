import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { EntityManager } from '../db/orm.ts';
import { exportPersonData } from './person-data.ts';
import type { DataSubject, PersonalData } from './personal-data.ts';

const README = `This archive holds a copy of everything TalentLeaders holds about you.

your-data.json   One document, one section per part of the service (your account first). Keys
                 are in words; dates and times are ISO 8601, in UTC.
uploads/         The files you uploaded (the lead images of your articles), as we keep them.

Questions about your data: see the Privacy Policy on the site.
`;

/**
 * A person's copy of their data as one zip (decision 040): the modules' document, a short README
 * and their uploaded files. An upload that is missing on disk is listed in the document instead
 * of failing the copy.
 */
export async function buildExportArchive(
  em: EntityManager,
  holders: readonly PersonalData[],
  subject: DataSubject,
  uploadsDir: string,
  now = new Date(),
): Promise<{ archive: Uint8Array; folder: string }> {
  const document: Record<string, unknown> = await exportPersonData(em, holders, subject, now);
  const folder = `talentleaders-data-${now.toISOString().slice(0, 10)}`;
  const files: Zippable = {};
  const missing: string[] = [];
  const root = path.resolve(uploadsDir);
  for (const holder of holders) {
    for (const upload of (await holder.uploads?.(em, subject)) ?? []) {
      const file = path.resolve(root, upload);
      // Only files inside the uploads folder: a stored path never reaches elsewhere on the disk.
      if (!file.startsWith(root + path.sep)) continue;
      try {
        files[`uploads/${path.relative(root, file).split(path.sep).join('/')}`] = new Uint8Array(await readFile(file));
      } catch {
        missing.push(upload);
      }
    }
  }
  if (missing.length > 0) document['Files no longer on our servers'] = missing;
  const archive = zipSync(
    { [folder]: { 'README.txt': strToU8(README), 'your-data.json': strToU8(`${JSON.stringify(document, null, 2)}\n`), ...files } },
    { level: 6, mtime: now },
  );
  return { archive, folder };
}

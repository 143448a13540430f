import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { screeningListVersions, users } from '../platform/db/schema/index.ts';
import { storeListEntries } from '../modules/compliance-screening/index.ts';
import { readListFile, type ScreeningList } from '../modules/compliance-screening/read-list-file.ts';

const SAMPLES = path.join(import.meta.dirname, '../modules/compliance-screening/samples');

const DEMO_LISTS: readonly [ScreeningList, string][] = [
  ['onu', 'onu-consolidated.xml'],
  ['ofac', 'ofac-sdn.csv'],
  ['pep', 'pep.csv'],
];

/**
 * The made-up sample lists (no real person) as the demo's first versions, imported by the demo
 * Administrador before any customer exists: nothing to screen again.
 */
export async function seedDemoScreeningLists(tx: Tx, adminDni: string, now: Date): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.documentNumber, adminDni));
  if (!admin) throw new Error('no demo Administrador');
  for (const [list, fileName] of DEMO_LISTS) {
    const entries = readListFile(list, fs.readFileSync(path.join(SAMPLES, fileName)));
    const [version] = await tx
      .insert(screeningListVersions)
      .values({
        list,
        fileName,
        importedBy: admin.id,
        importedAt: now,
        entryCount: entries.length,
        individualCount: entries.filter((entry) => entry.kind === 'individual').length,
        rescreenFinishedAt: now,
      })
      .returning({ id: screeningListVersions.id });
    await storeListEntries(tx, version!.id, entries);
  }
}

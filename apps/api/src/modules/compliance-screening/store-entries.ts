import type { Tx } from '../../platform/db/client.ts';
import { screeningListEntries, screeningListNames } from '../../platform/db/schema/index.ts';
import type { ListEntry } from './list-entry.ts';
import { matchDocument, matchName } from './normalize-name.ts';

const INSERT_BATCH = 500;

/**
 * Stores a version's entries, each with its names normalised one per row for the trigram index (decision
 * 164) and its document numbers as matching reads them. The one way a list's entries are written: an
 * import and the demo's sample lists alike.
 */
export async function storeListEntries(
  tx: Tx,
  versionId: number,
  entries: readonly ListEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    const batch = entries.slice(start, start + INSERT_BATCH);
    const stored = await tx
      .insert(screeningListEntries)
      .values(
        batch.map((entry) => ({
          versionId,
          reference: entry.reference,
          kind: entry.kind,
          fullName: entry.fullName,
          documents: entry.documents.map(matchDocument).filter(Boolean),
          details: entry.details,
          positionUntil: entry.positionUntil,
        })),
      )
      .returning({ id: screeningListEntries.id });
    const names = batch.flatMap((entry, index) =>
      [...new Set([entry.fullName, ...entry.aliases].map(matchName).filter(Boolean))].map((name) => ({
        entryId: stored[index]!.id,
        versionId,
        matchName: name,
      })),
    );
    if (names.length > 0) await tx.insert(screeningListNames).values(names);
  }
}

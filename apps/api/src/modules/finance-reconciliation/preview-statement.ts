import type { StatementMapping, StatementPreview } from '@cambix/contract';
import { statementMapping, statementPreviewFields } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { statementMappings } from '../../platform/db/schema/index.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { guessMapping, mappingColumns } from './guess-mapping.ts';
import { parseFormFields, statementAccount, uploadedStatement } from './statement-form.ts';

const SAMPLE_LINES = 10;

/** The mapping remembered for a bank, when one is stored and still reads as a mapping. */
async function rememberedMapping(db: Queryable, bankId: number): Promise<StatementMapping | null> {
  const [row] = await db
    .select({ mapping: statementMappings.mapping })
    .from(statementMappings)
    .where(eq(statementMappings.bankId, bankId));
  const parsed = statementMapping.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a statement and proposes how to map it (docs/rules/finance-reports.md#reconciliation): the bank's
 * remembered mapping when every column it names is in this file, else a guess from the header names.
 * Saves nothing.
 */
export async function previewStatement(ctx: AppContext, form: UploadedForm): Promise<StatementPreview> {
  const { accountId } = parseFormFields(statementPreviewFields, form);
  const account = await statementAccount(ctx.db, accountId);
  const { file, fileName } = uploadedStatement(form);
  const remembered = await rememberedMapping(ctx.db, account.bankId);
  const headers = new Set(file.headers);
  const fits = remembered !== null && mappingColumns(remembered).every((column) => headers.has(column));
  return {
    fileName,
    encoding: file.encoding,
    delimiter: file.delimiter,
    headers: file.headers,
    sample: file.lines.slice(0, SAMPLE_LINES).map(({ cells }) => cells.map((cell) => cell.trim())),
    lineCount: file.lines.length,
    mapping: fits ? remembered : guessMapping(file),
    mappingRemembered: fits,
  };
}

import type { RegisterExportFormat } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { csvFile } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../platform/xlsx.ts';
import { fixedWidthLine, REGISTER_COLUMNS } from './register-layout.ts';
import { registerRowsOf, rowsInForce } from './register-rows.ts';

const HEADER = REGISTER_COLUMNS.map((column) => column.title);

/**
 * A month of the register in CSV, Excel or the fixed-width text (docs/rules/compliance.md#exports): the rows
 * in force, a corrected row replaced by its newest correction. The export is a read: audited.
 */
export async function exportRegister(
  ctx: AppContext,
  actorId: number,
  month: string,
  format: RegisterExportFormat,
): Promise<FileAnswer> {
  const rows = rowsInForce(await registerRowsOf(ctx.db, month));
  await recordAudit(ctx.db, {
    actorId,
    action: 'compliance.register.export',
    targetType: 'compliance_register',
    targetId: month,
    after: { format, rows: rows.length },
  });
  const name = `registro-operaciones-${month}`;
  if (format === 'txt') {
    return {
      filename: `${name}.txt`,
      contentType: 'text/plain; charset=us-ascii',
      body: rows.map((row) => `${fixedWidthLine(row)}\r\n`).join(''),
    };
  }
  if (format === 'xlsx') {
    return {
      filename: `${name}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: await xlsxWorkbook({
        name: `Registro ${month}`,
        header: HEADER,
        rows: rows.map((row) => REGISTER_COLUMNS.map((column) => (column.excel ?? column.value)(row))),
      }),
    };
  }
  return csvFile(
    `${name}.csv`,
    HEADER,
    rows.map((row) => REGISTER_COLUMNS.map((column) => column.value(row))),
  );
}

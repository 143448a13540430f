import { DATA_EXPORT_HOURS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import yazl from 'yazl';
import type { AppContext } from '../../platform/context.ts';
import { dataExports, users } from '../../platform/db/schema/index.ts';
import { EXPORT_SECTIONS, exportFiles } from './collect-export.ts';
import { EXPORT_JOBS } from './export-jobs.ts';
import { exportReadyMail } from './mails/export-ready-mail.ts';

const HOUR_MS = 3_600_000;

const README = `Datos personales que Cambix guarda sobre ti (Ley 29733, derecho de acceso).

persona.json            tus datos de identidad, contacto y perfil
cuentas-bancarias.json  tus cuentas bancarias
ordenes.json            tus órdenes con su historial
puntos.json             tus movimientos de puntos
notificaciones.json     las notificaciones que te enviamos
solicitudes.json        tus solicitudes de rectificación, cancelación u oposición
documentos/             las fotos de tu documento y tu selfie, y los comprobantes de tus órdenes

Las fechas están en UTC (ISO 8601); los montos, como texto decimal.
`;

async function zipToBuffer(zip: yazl.ZipFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  zip.end();
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const setProgress = (ctx: AppContext, exportId: number, progress: number) =>
  ctx.db
    .update(dataExports)
    .set({ progress: Math.min(99, Math.floor(progress)) })
    .where(eq(dataExports.id, exportId));

/**
 * Builds one export (decision 168): each JSON section then each stored file, counting its progress on the
 * row as it goes; stores the ZIP, opens the 72 h window and mails the owner. A try after a failure starts
 * over; the last failed try leaves the export fallida.
 */
async function buildExport(ctx: AppContext, job: JobWithMetadata<{ exportId: number }>): Promise<void> {
  const { exportId } = job.data;
  const [found] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!found || (found.status !== 'pendiente' && found.status !== 'preparando')) return;
  try {
    await ctx.db
      .update(dataExports)
      .set({ status: 'preparando', progress: 0 })
      .where(eq(dataExports.id, exportId));
    const zip = new yazl.ZipFile();
    const mtime = ctx.now();
    zip.addBuffer(Buffer.from(README), 'LEEME.txt', { mtime });
    const files = await exportFiles(ctx.db, found.userId);
    const steps = EXPORT_SECTIONS.length + files.length;
    let done = 0;
    for (const section of EXPORT_SECTIONS) {
      const rows = await section.read(ctx.db, found.userId);
      zip.addBuffer(Buffer.from(JSON.stringify(rows ?? null, null, 2)), section.file, { mtime });
      done += 1;
      await setProgress(ctx, exportId, (done / steps) * 100);
    }
    for (const file of files) {
      // A file gone from storage is left out; the rest of the export still reaches its owner.
      const data = await ctx.storage.get(file.storageKey).catch(() => null);
      if (data) zip.addBuffer(data, file.path, { mtime, compress: false });
      done += 1;
      await setProgress(ctx, exportId, (done / steps) * 100);
    }
    const archive = await zipToBuffer(zip);
    const storageKey = await ctx.storage.put(archive, 'zip');
    const readyAt = ctx.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_HOURS * HOUR_MS);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({ status: 'lista', progress: 100, storageKey, byteSize: archive.length, readyAt, expiresAt })
        .where(eq(dataExports.id, exportId));
      const [owner] = await tx
        .select({ email: users.email, nombres: users.nombres })
        .from(users)
        .where(eq(users.id, found.userId));
      if (owner) await ctx.mailer.enqueue(tx, exportReadyMail(ctx.config, owner, expiresAt));
    });
  } catch (error) {
    if (job.retryCount >= (EXPORT_JOBS.policy.retryLimit ?? 0)) {
      await ctx.db.update(dataExports).set({ status: 'fallida' }).where(eq(dataExports.id, exportId));
    }
    throw error;
  }
}

/** This instance's worker for exports. */
export function handleExportJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(EXPORT_JOBS, (job) => buildExport(ctx, job));
}

import { AppError } from '../../platform/errors.ts';

/** One person or entity as a list file gives it, before it is normalised for matching. */
export interface ListEntry {
  reference: string;
  kind: 'individual' | 'entity';
  fullName: string;
  aliases: string[];
  documents: string[];
  details: Record<string, string>;
  /** PEP list: the day the position ended, ISO; null while in office or for other lists. */
  positionUntil: string | null;
}

/** The whole file refused, with what is wrong and where, in Spanish: nothing of it is stored. */
export function malformed(detail: string): AppError {
  return new AppError('SCREENING_LIST_MALFORMED', {
    message: `El archivo no tiene el formato publicado de la lista: ${detail} No se guardó nada.`,
    fields: { file: detail },
  });
}

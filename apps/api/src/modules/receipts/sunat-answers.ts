import { stateOfCdr, SunatException, type Cdr } from '../../platform/sunat/sunat-gateway.ts';

/** What a CDR writes on a receipt: its state, code, description with the observations, and the CDR. */
export const cdrColumns = (cdr: Cdr) => ({
  sendStatus: stateOfCdr(cdr),
  cdrCode: cdr.responseCode,
  cdrXml: cdr.xml,
  sendMessage: [`${cdr.responseCode} - ${cdr.description}`, ...cdr.notes].join(' | '),
});

/** What an exception (nothing received) writes: the receipt stays pendiente with the reason. */
export const exceptionMessage = (error: unknown): string =>
  error instanceof SunatException ? error.message : 'No se pudo enviar; el servicio no respondió.';

import { beforeAll, describe, expect, it } from 'vitest';
import { selfSignedIdentity } from '../../../platform/sunat/signing-identity.ts';
import { createSimulatorGateway } from '../../../platform/sunat/simulator-gateway.ts';
import { stateOfCdr, SunatException } from '../../../platform/sunat/sunat-gateway.ts';
import type { SigningIdentity } from '../../../platform/sunat/xml-signature.ts';
import { validateAgainstXsd } from '../../../platform/sunat/xsd-validator.ts';
import { signedUblDocument } from './signed-document.ts';
import { boletaCreditNote, commissionBoleta, factura } from './ubl-fixtures.ts';

let identity: SigningIdentity;
beforeAll(async () => {
  identity = await selfSignedIdentity();
});

const ticketError = (error: unknown) => (error as SunatException).code;
const simulator = createSimulatorGateway({ now: () => new Date('2026-12-03T15:04:05Z') });

describe('the SUNAT simulator', () => {
  it('accepts a signed, valid factura with a CDR of code 0 naming it', async () => {
    const cdr = await simulator.sendBill(signedUblDocument({ kind: 'invoice', receipt: factura }, identity));
    expect(cdr.responseCode).toBe('0');
    expect(cdr.description).toContain('F001-00000007');
    expect(stateOfCdr(cdr)).toBe('aceptada');
    expect(cdr.xml).toContain('<cbc:IssueTime>10:04:05</cbc:IssueTime>');
    expect(await validateAgainstXsd(cdr.xml, 'application-response')).toEqual({ valid: true, errors: [] });
  });

  it('accepts a credit note', async () => {
    const cdr = await simulator.sendBill(
      signedUblDocument({ kind: 'credit-note', note: boletaCreditNote }, identity),
    );
    expect(cdr.responseCode).toBe('0');
  });

  it('answers a daily summary with a ticket whose status carries the CDR', async () => {
    const summary = signedUblDocument(
      {
        kind: 'summary',
        summary: {
          issuer: commissionBoleta.issuer,
          referenceDay: '2026-12-02',
          issueDay: '2026-12-03',
          sequence: 1,
          documents: [{ condition: '1', document: commissionBoleta }],
        },
      },
      identity,
    );
    const { ticket } = await simulator.sendSummary(summary);
    // Another simulator (after a restart) answers the same ticket.
    const status = await createSimulatorGateway({ now: () => new Date() }).getStatus(ticket);
    expect(status.state).toBe('procesado');
    expect(status.state === 'procesado' && status.cdr.description).toContain('RC-20261203-1');
    expect(status.state === 'procesado' && stateOfCdr(status.cdr)).toBe('aceptada');
  });

  it('does not know a ticket it did not give', async () => {
    const unknown = (await simulator
      .getStatus('1733245123456')
      .catch((error: unknown) => error)) as SunatException;
    expect(unknown.code).toBe('0127');
    expect(
      ticketError(await simulator.getStatus('SIM-9999-20601234565-RC-20261203-1').catch((e: unknown) => e)),
    ).toBe('0127');
  });

  it('rejects a document changed after signing with 2335', async () => {
    const signed = signedUblDocument({ kind: 'invoice', receipt: factura }, identity);
    const tampered = {
      ...signed,
      xml: signed.xml.replace('>45.37</cbc:PayableAmount>', '>4.37</cbc:PayableAmount>'),
    };
    expect(tampered.xml).not.toBe(signed.xml);
    const cdr = await simulator.sendBill(tampered);
    expect(cdr.responseCode).toBe('2335');
    expect(cdr.description).toBe('El documento electrónico ingresado ha sido alterado');
    expect(stateOfCdr(cdr)).toBe('rechazada');
  });

  it('refuses a document that does not follow its schema (0306) with the validator’s message', async () => {
    const signed = signedUblDocument({ kind: 'invoice', receipt: factura }, identity);
    const broken = { ...signed, xml: signed.xml.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, '') };
    const refusal = await simulator.sendBill(broken).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SunatException);
    expect((refusal as SunatException).code).toBe('0306');
    expect((refusal as SunatException).message).toMatch(
      /IssueTime': This element is not expected. Expected is .*IssueDate/,
    );
  });

  it('refuses XML it cannot read, and a summary sent as a bill', async () => {
    const unreadable = await simulator
      .sendBill({ fileName: 'x', xml: '<Invoice><cbc:ID>' })
      .catch((e: unknown) => e);
    expect((unreadable as SunatException).code).toBe('0306');
    const summary = signedUblDocument(
      {
        kind: 'summary',
        summary: {
          issuer: commissionBoleta.issuer,
          referenceDay: '2026-12-02',
          issueDay: '2026-12-03',
          sequence: 1,
          documents: [{ condition: '1', document: commissionBoleta }],
        },
      },
      identity,
    );
    const misrouted = await simulator.sendBill(summary).catch((e: unknown) => e);
    expect((misrouted as SunatException).message).toMatch(/SummaryDocuments no esperado/);
  });
});

describe('what a CDR means for the receipt', () => {
  it.each([
    ['0', [], 'aceptada'],
    ['0', ['4287 - El precio unitario de la operación que se está informando difiere'], 'observada'],
    ['1999', [], 'rechazada'],
    ['2000', [], 'rechazada'],
    ['2335', [], 'rechazada'],
    ['3999', [], 'rechazada'],
    ['4000', [], 'observada'],
  ] as const)('code %s with notes %j is %s', (responseCode, notes, state) => {
    expect(stateOfCdr({ responseCode, notes: [...notes] })).toBe(state);
  });
});

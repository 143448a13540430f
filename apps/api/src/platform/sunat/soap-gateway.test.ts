import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdrXml } from './cdr.ts';
import { createSoapGateway } from './soap-gateway.ts';
import { SunatException } from './sunat-gateway.ts';
import { unzipXml, zipOne } from './zip.ts';

// A fake billService on a local port: it records each request and answers what the test sets.

interface Seen {
  soapAction: string | undefined;
  body: string;
}
const seen: Seen[] = [];
let reply: { status: number; body: string } = { status: 200, body: '' };
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ soapAction: request.headers.soapaction as string | undefined, body });
      response.writeHead(reply.status, { 'content-type': 'text/xml' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ol-ti-itcpfegem-beta/billService`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const soap = (inner: string) =>
  `<?xml version="1.0"?><soap-env:Envelope xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/"><soap-env:Body>${inner}</soap-env:Body></soap-env:Envelope>`;
const cdr = (code: string, notes: string[] = []) =>
  zipOne(
    'R-20601234567-01-F001-00000007.xml',
    cdrXml({
      documentId: 'F001-00000007',
      issuerRuc: '20601234567',
      responseCode: code,
      description: code === '0' ? 'La Factura numero F001-00000007, ha sido aceptada' : 'Rechazada',
      notes,
      date: '2026-12-03',
      time: '10:00:00',
    }),
  ).toString('base64');

const gateway = () =>
  createSoapGateway({ url, username: '20601234567MODDATOS', password: 'moddatos', timeoutMs: 2000 });
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });
const lastRequest = () => {
  const last = seen.at(-1);
  if (!last) throw new Error('no request');
  return {
    ...last,
    envelope: parser.parse(last.body) as { Envelope: Record<string, Record<string, unknown>> },
  };
};
const document = { fileName: '20601234567-01-F001-00000007', xml: '<Invoice>firmado</Invoice>' };

describe('the SOAP client of SUNAT’s billService', () => {
  it('sendBill posts the zipped XML with a WS-Security UsernameToken and reads the CDR', async () => {
    reply = {
      status: 200,
      body: soap(
        `<br:sendBillResponse xmlns:br="http://service.sunat.gob.pe"><applicationResponse>${cdr('0', ['4252 - observación'])}</applicationResponse></br:sendBillResponse>`,
      ),
    };
    const answer = await gateway().sendBill(document);
    expect(answer.responseCode).toBe('0');
    expect(answer.notes).toEqual(['4252 - observación']);

    const { soapAction, envelope } = lastRequest();
    expect(soapAction).toBe('urn:sendBill');
    const token = (envelope.Envelope.Header?.Security as Record<string, Record<string, string>>)
      .UsernameToken;
    expect(token).toEqual({ Username: '20601234567MODDATOS', Password: 'moddatos' });
    const sendBill = envelope.Envelope.Body?.sendBill as { fileName: string; contentFile: string };
    expect(sendBill.fileName).toBe('20601234567-01-F001-00000007.zip');
    expect(unzipXml(Buffer.from(sendBill.contentFile, 'base64'))).toEqual({
      fileName: '20601234567-01-F001-00000007.xml',
      contents: '<Invoice>firmado</Invoice>',
    });
  });

  it('a SOAP fault is an exception with SUNAT’s code', async () => {
    reply = {
      status: 500,
      body: soap(
        '<soap-env:Fault><faultcode>soap-env:Client.0102</faultcode><faultstring>Usuario o contraseña incorrectos</faultstring></soap-env:Fault>',
      ),
    };
    const refusal = await gateway()
      .sendBill(document)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SunatException);
    expect((refusal as SunatException).code).toBe('0102');
    expect((refusal as SunatException).message).toBe('0102 - Usuario o contraseña incorrectos');
  });

  it('an HTTP error without a fault, and a server that does not answer, are 0100', async () => {
    reply = { status: 503, body: 'Service Unavailable' };
    expect(
      (
        (await gateway()
          .sendBill(document)
          .catch((e: unknown) => e)) as SunatException
      ).code,
    ).toBe('0100');
    const nowhere = createSoapGateway({
      url: 'http://127.0.0.1:1/billService',
      username: 'u',
      password: 'p',
      timeoutMs: 500,
    });
    const refusal = (await nowhere.sendBill(document).catch((e: unknown) => e)) as SunatException;
    expect(refusal.code).toBe('0100');
    expect(refusal.message).toMatch(/Sin respuesta del servicio/);
  });

  it('sendSummary answers a ticket; getStatus says 98 while in process and gives the CDR at 0 or 99', async () => {
    reply = {
      status: 200,
      body: soap(
        '<br:sendSummaryResponse xmlns:br="http://service.sunat.gob.pe"><ticket>1733245123456</ticket></br:sendSummaryResponse>',
      ),
    };
    expect(
      await gateway().sendSummary({ fileName: '20601234567-RC-20261203-1', xml: '<SummaryDocuments/>' }),
    ).toEqual({
      ticket: '1733245123456',
    });
    expect(lastRequest().soapAction).toBe('urn:sendSummary');

    reply = {
      status: 200,
      body: soap(
        '<br:getStatusResponse xmlns:br="http://service.sunat.gob.pe"><status><statusCode>98</statusCode></status></br:getStatusResponse>',
      ),
    };
    expect(await gateway().getStatus('1733245123456')).toEqual({ state: 'en-proceso' });
    expect((lastRequest().envelope.Envelope.Body?.getStatus as { ticket: string }).ticket).toBe(
      '1733245123456',
    );

    reply = {
      status: 200,
      body: soap(
        `<br:getStatusResponse xmlns:br="http://service.sunat.gob.pe"><status><statusCode>99</statusCode><content>${cdr('2335')}</content></status></br:getStatusResponse>`,
      ),
    };
    const status = await gateway().getStatus('1733245123456');
    expect(status.state === 'procesado' && status.cdr.responseCode).toBe('2335');
  });
});

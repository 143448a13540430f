import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

const APP_KEY = { authorization: 'AppKey cambix-web' };

/**
 * Encrypts a password with the server's public key exactly as the browser does: version 1, the server's
 * time, a random nonce, then the password (decision 062).
 */
async function encryptForServer(request: APIRequestContext, password: string): Promise<string> {
  const { data } = await (await request.get('/api/auth/public-key', { headers: APP_KEY })).json();
  const key = crypto.createPublicKey({ key: Buffer.from(data.spki, 'base64'), format: 'der', type: 'spki' });
  const header = Buffer.alloc(25);
  header.writeUInt8(1, 0);
  header.writeBigUInt64BE(BigInt(data.serverTime), 1);
  crypto.randomBytes(16).copy(header, 9);
  return crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.concat([header, Buffer.from(password)]),
    )
    .toString('base64');
}

/**
 * A fresh customer of the test's own, registered through the real endpoint. Every one shares one mobile
 * unless `celular` is given: a test whose customer must not be linked to others' (the structuring rule links
 * customers by mobile, docs/rules/compliance.md#structuring) gives its own.
 */
export async function registerCustomer(
  request: APIRequestContext,
  password: string,
  { celular = '987000111', documentType = 'DNI' }: { celular?: string; documentType?: 'DNI' | 'CE' } = {},
) {
  // A carné de extranjería has 9 digits.
  const dni = `${documentType === 'CE' ? '06' : '6'}${crypto.randomInt(1_000_000, 9_999_999)}`;
  const email = `cliente.${dni}@example.pe`;
  const response = await request.post('/api/crearUsuario', {
    headers: APP_KEY,
    data: {
      tipo_documento: documentType,
      dni,
      nombres: 'Lucía',
      apellido_paterno: 'Ramos',
      apellido_materno: 'Ccori',
      email,
      celular,
      password: await encryptForServer(request, password),
      es_pep: false,
      acepta_terminos: true,
      acepta_datos: true,
      acepta_datos_sensibles: true,
    },
  });
  if (!response.ok()) throw new Error(`registration failed: ${await response.text()}`);
  return { dni, email };
}

/** Signs in through the real endpoint, for the calls a test makes as staff or as a customer. */
export async function apiSession(request: APIRequestContext, dni: string, password: string) {
  const response = await request.post('/api/auth/login', {
    headers: APP_KEY,
    data: { dni, password: await encryptForServer(request, password) },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
  const { data } = await response.json();
  return { headers: { authorization: `Bearer ${data.token}` }, userId: data.user.id as number };
}

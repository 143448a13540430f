import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSigningIdentity } from './signing-identity.ts';

describe('the certificate receipts are signed with', () => {
  it('is generated self-signed on first start, kept in <dataDir>/keys, and read back after', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-sunat-'));
    const first = await loadSigningIdentity({ dataDir });
    const certificate = new crypto.X509Certificate(first.certificatePem);
    expect(certificate.subject).toContain('CN=Cambix desarrollo (certificado autofirmado)');
    expect(certificate.checkPrivateKey(crypto.createPrivateKey(first.privateKeyPem))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'keys', 'sunat-key.pem')).mode & 0o777).toBe(0o600);
    expect(await loadSigningIdentity({ dataDir })).toEqual(first);
  });

  it('comes from the environment when given there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-sunat-'));
    const identity = await loadSigningIdentity({ certificatePem: 'CERT', privateKeyPem: 'KEY', dataDir });
    expect(identity).toEqual({ certificatePem: 'CERT', privateKeyPem: 'KEY' });
    expect(fs.existsSync(path.join(dataDir, 'keys'))).toBe(false);
  });
});

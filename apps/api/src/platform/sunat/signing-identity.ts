import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';
import type { SigningIdentity } from './xml-signature.ts';

/** A self-signed certificate for development and tests: SUNAT's simulator does not check who issued it. */
export async function selfSignedIdentity(): Promise<SigningIdentity> {
  const pems = await generate(
    [
      { name: 'commonName', value: 'Cambix desarrollo (certificado autofirmado)' },
      { name: 'countryName', value: 'PE' },
    ],
    { keySize: 2048, algorithm: 'sha256', notAfterDate: new Date(Date.now() + 3 * 365 * 86_400_000) },
  );
  return { privateKeyPem: pems.private, certificatePem: pems.cert };
}

/**
 * The certificate receipts are signed with: from the environment (SUNAT_CERTIFICATE and SUNAT_PRIVATE_KEY,
 * PEM), else kept in `<dataDir>/keys` (created on first start, like the other keys), else, with no data
 * folder (tests), generated in memory.
 */
export async function loadSigningIdentity(options: {
  certificatePem?: string | undefined;
  privateKeyPem?: string | undefined;
  dataDir: string | null;
}): Promise<SigningIdentity> {
  if (options.certificatePem && options.privateKeyPem) {
    return { certificatePem: options.certificatePem, privateKeyPem: options.privateKeyPem };
  }
  if (!options.dataDir) return selfSignedIdentity();
  const keysDir = path.join(options.dataDir, 'keys');
  const certFile = path.join(keysDir, 'sunat-cert.pem');
  const keyFile = path.join(keysDir, 'sunat-key.pem');
  if (fs.existsSync(certFile) && fs.existsSync(keyFile)) {
    return {
      certificatePem: fs.readFileSync(certFile, 'utf8'),
      privateKeyPem: fs.readFileSync(keyFile, 'utf8'),
    };
  }
  const identity = await selfSignedIdentity();
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(keyFile, identity.privateKeyPem, { mode: 0o600, flag: 'wx' });
  fs.writeFileSync(certFile, identity.certificatePem, { mode: 0o600, flag: 'wx' });
  return identity;
}

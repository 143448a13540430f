import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Keys {
  jwtSecret: Uint8Array;
  passwordKey: crypto.KeyObject;
  /** SubjectPublicKeyInfo DER, base64: what the browser imports. */
  publicSpki: string;
}

function generateRsaPem(): string {
  return crypto
    .generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
}

function readOrCreate(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = create();
  fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
  return value;
}

function fromMaterial(jwtSecret: string, rsaPem: string): Keys {
  const passwordKey = crypto.createPrivateKey(rsaPem);
  const publicSpki = crypto
    .createPublicKey(passwordKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
  return { jwtSecret: new TextEncoder().encode(jwtSecret), passwordKey, publicSpki };
}

/**
 * Keys from the environment, else kept in `<dataDir>/keys` (created on first start), else, with no
 * data folder (tests), generated in memory.
 */
export function loadKeys(options: {
  jwtSecret?: string | undefined;
  privateKeyPem?: string | undefined;
  dataDir: string | null;
}): Keys {
  const keysDir = options.dataDir ? path.join(options.dataDir, 'keys') : null;
  const newSecret = () => crypto.randomBytes(48).toString('base64url');
  const jwtSecret =
    options.jwtSecret ?? (keysDir ? readOrCreate(path.join(keysDir, 'jwt-secret'), newSecret) : newSecret());
  const rsaPem =
    options.privateKeyPem ??
    (keysDir ? readOrCreate(path.join(keysDir, 'auth-rsa.pem'), generateRsaPem) : generateRsaPem());
  return fromMaterial(jwtSecret, rsaPem);
}

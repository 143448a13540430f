// A real RSA-OAEP key pair, so tests check that the web encrypts what the server can decrypt.
export async function createServerKeys(options: { clockOffsetMs?: number } = {}) {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const serverNow = () => Date.now() + (options.clockOffsetMs ?? 0);

  /** The server's reading of a block: version 1, sealed-at (ms, big-endian), 16-byte nonce, password. */
  async function open(base64: string) {
    const plain = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, Buffer.from(base64, 'base64')),
    );
    const view = new DataView(plain.buffer);
    if (plain[0] !== 1) throw new Error('not a version 1 password block');
    return {
      sealedAt: view.getUint32(1) * 2 ** 32 + view.getUint32(5),
      nonce: Buffer.from(plain.subarray(9, 25)).toString('hex'),
      password: new TextDecoder().decode(plain.subarray(25)),
    };
  }

  return {
    /** What `GET /api/auth/public-key` answers, with the server's clock as of now. */
    get publicKey() {
      return {
        algorithm: 'RSA-OAEP-256' as const,
        spki: Buffer.from(spki).toString('base64'),
        serverTime: serverNow(),
      };
    },
    serverNow,
    open,
    async decrypt(base64: string): Promise<string> {
      return (await open(base64)).password;
    },
  };
}

// A real RSA-OAEP key pair, so tests check that the web encrypts what the server can decrypt.
export async function createServerKeys() {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  return {
    publicKey: { algorithm: 'RSA-OAEP-256' as const, spki: Buffer.from(spki).toString('base64') },
    async decrypt(base64: string): Promise<string> {
      const plain = await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        keys.privateKey,
        Buffer.from(base64, 'base64'),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

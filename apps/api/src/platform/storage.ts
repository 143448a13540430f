import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Private files (identity documents, vouchers): stored under random keys, never served directly. */
export interface Storage {
  put(data: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** Files on disk under `root` (DATA_DIR/uploads); an S3-compatible driver can stand behind the same interface. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(data, extension) {
      const id = crypto.randomBytes(16).toString('hex');
      const key = `${id.slice(0, 2)}/${id}.${extension}`;
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true, mode: 0o700 });
      await fs.writeFile(fileOf(key), data, { mode: 0o600, flag: 'wx' });
      return key;
    },
    get: (key) => fs.readFile(fileOf(key)),
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

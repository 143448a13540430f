// Writes .gz and .br siblings of the text assets after the build, so the API can serve them
// pre-compressed instead of compressing on every request.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cambix:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        let count = 0;
        for await (const file of walk(outDir)) {
          if (!TEXT.test(file)) continue;
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) continue;
          const [gz, br] = await Promise.all([
            gzip(source, { level: 9 }),
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
          if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
          count += 1;
        }
        config.logger.info(`precompress: .gz and .br written for ${count} files`);
      },
    },
  };
}

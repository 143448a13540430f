// Fails the build when chunks import each other in a circle. The chunk groups (chunk-groups.ts) decide
// which file a module lands in; a circle between two files lets one run before what it uses is defined
// (MUI's icons in a file of their own did that: "Cannot read properties of undefined (reading 'muiName')").
import type { Plugin } from 'vite';

export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The first circle of static imports among the chunks, as the files in it (the first repeated at the end). */
export function chunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const open = path.indexOf(file);
    if (open >= 0) return [...path.slice(open), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

export function acyclicChunks(): Plugin {
  return {
    name: 'cambix:acyclic-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const cycle = chunkCycle(chunks);
      if (cycle) this.error(`chunks import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
}

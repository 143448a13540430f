// What the service worker keeps (decision 199): the precache holds only the public shell, the files every
// visitor's first page needs; each role's screens are listed in role-chunks.json, which the web caches after
// sign-in, so a customer's phone never downloads a staff screen and a staff computer still works offline.
import type { Plugin, Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** The areas a role's screens belong to; every staff role shares one (see role-chunks.ts in the web). */
export type Area = 'cliente' | 'externo' | 'staff';

export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  /** The chunks it loads on demand (a dialog, a live-updates module). */
  dynamicImports: readonly string[];
  css: readonly string[];
  /** The modules bundled in the chunk. */
  moduleIds: readonly string[];
}

export interface ChunkListRoots {
  /** The public pages' modules (besides the entry): with the entry, the precache. */
  shell: readonly RegExp[];
  /** Each area's page and shell modules; 'staff' gets every file but the shell's. */
  areas: Record<Exclude<Area, 'staff'>, readonly RegExp[]>;
  /** Modules only staff may load: no file holding one is in the shell or another area's list. */
  staffOnly: RegExp;
}

export interface ChunkLists {
  shell: string[];
  areas: Record<Area, string[]>;
  /** Every script and style of this build: the web drops other builds' files from the chunk cache. */
  files: string[];
  /** The files holding a staff-only module: what a customer's or partner's browser never asks for. */
  staffFiles: string[];
}

/** The file name of the JSON the web reads, at the site's root (served no-cache, as index.html). */
export const ROLE_CHUNKS_FILE = 'role-chunks.json';

const normalized = (id: string | null) => id?.replaceAll('\\', '/') ?? '';

/**
 * The roots' files with what they import and their styles; `lazy` also follows what they load on demand,
 * but never through a chunk in `fence`.
 */
function closure(
  chunks: Map<string, ChunkNode>,
  roots: readonly ChunkNode[],
  lazy: { fence: ReadonlySet<string> } | null,
): Set<string> {
  const out = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || out.has(fileName) || lazy?.fence.has(fileName)) return;
    out.add(fileName);
    for (const css of chunk.css) out.add(css);
    for (const imported of chunk.imports) visit(imported);
    if (lazy) for (const imported of chunk.dynamicImports) visit(imported);
  };
  for (const root of roots) visit(root.fileName);
  return out;
}

function rootsOf(chunks: readonly ChunkNode[], patterns: readonly RegExp[], label: string): ChunkNode[] {
  return patterns.flatMap((pattern) => {
    const found = chunks.filter((chunk) => pattern.test(normalized(chunk.facadeModuleId)));
    // A pattern left behind by a moved file would silently empty a list.
    if (found.length === 0) throw new Error(`sw-chunk-lists: no chunk for ${label} ${String(pattern)}`);
    return found;
  });
}

function refuseStaffModules(
  chunks: Map<string, ChunkNode>,
  files: Iterable<string>,
  roots: ChunkListRoots,
  label: string,
) {
  for (const file of files) {
    const staff = chunks.get(file)?.moduleIds.find((id) => roots.staffOnly.test(normalized(id)));
    if (staff) throw new Error(`sw-chunk-lists: ${label} would cache ${file}, which holds ${staff}`);
  }
}

/**
 * The shell's files and each area's files beyond the shell, sorted, from the build's chunks; throws when the
 * shell or a non-staff area would hold a staff module.
 */
export function chunkLists(nodes: readonly ChunkNode[], roots: ChunkListRoots): ChunkLists {
  const chunks = new Map(nodes.map((node) => [node.fileName, node]));
  const entries = nodes.filter((node) => node.isEntry);
  // The shell is what the entry and the public pages import, not what they may load later.
  const shell = closure(chunks, [...entries, ...rootsOf(nodes, roots.shell, 'shell')], null);
  const beyondShell = (files: Iterable<string>) => [...files].filter((file) => !shell.has(file)).sort();
  const files = [...new Set(nodes.flatMap((node) => [node.fileName, ...node.css]))].sort();
  refuseStaffModules(chunks, shell, roots, 'the shell');
  const areaRoots = {
    cliente: rootsOf(nodes, roots.areas.cliente, 'cliente'),
    externo: rootsOf(nodes, roots.areas.externo, 'externo'),
  };
  const area = (name: keyof ChunkListRoots['areas']) => {
    const own = new Set(areaRoots[name].map((root) => root.fileName));
    // Not through the shell (the entry loads every area on demand) nor into another area's pages.
    const fence = new Set([
      ...shell,
      ...Object.values(areaRoots).flatMap((list) =>
        list.map((root) => root.fileName).filter((file) => !own.has(file)),
      ),
    ]);
    const list = beyondShell(closure(chunks, areaRoots[name], { fence }));
    refuseStaffModules(chunks, list, roots, name);
    return list;
  };
  return {
    shell: [...shell].sort(),
    areas: { cliente: area('cliente'), externo: area('externo'), staff: beyondShell(files) },
    files,
    staffFiles: nodes
      .filter((node) => node.moduleIds.some((id) => roots.staffOnly.test(normalized(id))))
      .map((node) => node.fileName)
      .sort(),
  };
}

/**
 * Computes the lists when the bundle is written, emits role-chunks.json, and gives VitePWA the manifest
 * transform that keeps, of the build's scripts and styles, only the shell's in the precache.
 */
export function swChunkLists(roots: ChunkListRoots): Plugin & { keepShell: ManifestTransform } {
  let shell: Set<string> | null = null;
  let failure: Error | null = null;
  let assetsDir = 'assets';
  return {
    name: 'cambix:sw-chunk-lists',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    generateBundle(_options, bundle) {
      const nodes = Object.values(bundle).flatMap((item: Rolldown.OutputChunk | Rolldown.OutputAsset) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                facadeModuleId: item.facadeModuleId,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
                moduleIds: item.moduleIds,
              },
            ]
          : [],
      );
      let lists: ChunkLists;
      try {
        lists = chunkLists(nodes, roots);
      } catch (error) {
        // VitePWA still writes its service worker after a failed bundle: its error would hide this one.
        failure = error instanceof Error ? error : new Error(String(error));
        throw failure;
      }
      shell = new Set(lists.shell);
      this.emitFile({
        type: 'asset',
        fileName: ROLE_CHUNKS_FILE,
        source: JSON.stringify({ areas: lists.areas, files: lists.files, staffFiles: lists.staffFiles }),
      });
    },
    keepShell: (entries) => {
      if (failure) throw failure;
      if (!shell) throw new Error('sw-chunk-lists: the precache was made before the bundle was written');
      const kept = shell;
      const inAssets = (url: string) => url.startsWith(`${assetsDir}/`);
      return {
        manifest: entries.filter((entry) => !inAssets(entry.url) || kept.has(entry.url)),
        warnings: [],
      };
    },
  };
}

import { builtinEnvironments, type Environment } from 'vitest/runtime';

// Node's own, taken before jsdom replaces them on the global object.
const NODE_FILE_CLASSES = ['Blob', 'File', 'FormData'] as const;
const READS = ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText'] as const;

type Read = (blob: Blob, encoding?: string) => void;

/**
 * jsdom's FileReader, reading Node's Blobs too: it accepts only its own, and Node has no FileReader (the
 * clipboard user-event stands in reads what was copied through it). The bytes are handed over as a jsdom
 * Blob; the read then runs, and fires its events, as jsdom's does.
 */
function readerOfNodeBlobs(JsdomReader: typeof FileReader, JsdomBlob: typeof Blob): typeof FileReader {
  const Reader = class FileReader extends JsdomReader {};
  // A plain boolean, not a type guard: to TypeScript both classes are the one Blob.
  const isJsdomBlob = (value: unknown): boolean => value instanceof JsdomBlob;
  for (const name of READS) {
    const read = JsdomReader.prototype[name] as Read;
    Reader.prototype[name] = function (this: FileReader, blob: unknown, encoding?: string) {
      if (blob instanceof Blob && !isJsdomBlob(blob)) {
        const type = blob.type;
        void blob.arrayBuffer().then((bytes) => read.call(this, new JsdomBlob([bytes], { type }), encoding));
        return;
      }
      read.call(this, blob as Blob, encoding);
    };
  }
  return Reader;
}

/**
 * jsdom with Node's Blob, File and FormData (decision 144). fetch, Request and Response are Node's (undici)
 * in this environment, and Node 24's undici recognises only its own classes: a multipart body MSW parses
 * builds each file with the global File and then asserts it is an instance of the File undici saw when it
 * loaded, Node's. With jsdom's classes on the global the two differ and `request.formData()` throws; Vitest's
 * bridge for jsdom's FormData also drops the file's bytes and name. With Node's, the app, MSW and undici
 * share one class of each, as the browser's own fetch and FormData do.
 */
const jsdomWithNodeFiles: Environment = {
  name: 'jsdom-with-node-files',
  viteEnvironment: 'client',
  async setup(global: Record<string, unknown>, options) {
    const node = Object.fromEntries(NODE_FILE_CLASSES.map((name) => [name, global[name]]));
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);
    const JsdomBlob = global.Blob as typeof Blob;
    Object.assign(global, node);
    global.FileReader = readerOfNodeBlobs(global.FileReader as typeof FileReader, JsdomBlob);
    return jsdom;
  },
};

export default jsdomWithNodeFiles;

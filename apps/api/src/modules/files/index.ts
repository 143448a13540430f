// Public entry of the files module: short-lived links to private files.
// Other modules import only this file (decision 089).
export { FILE_LINK_SECONDS, signFileLink } from './file-links.ts';

// Public entry of the order-links module: the URL of an order link and how long a modification link lasts.
// Other modules import only this file (decision 089).
export { LINK_CODE_CONSTRAINT, linkUrl, MODIFICATION_LINK_HOURS } from './link-facts.ts';
export { endModificationLinks } from './end-modification-links.ts';
export { insertModificationLink } from './insert-modification-link.ts';

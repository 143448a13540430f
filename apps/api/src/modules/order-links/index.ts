// Public entry of the order-links module: the URL of an order link.
// Other modules import only this file (decision 089).
export { linkUrl } from './link-facts.ts';

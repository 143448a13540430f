import { endpoint, withCallers } from '../http/endpoint.ts';
import { fileCallers } from './callers.ts';

export const fileEndpoints = withCallers(fileCallers, {
  /**
   * A private file (a voucher, an identity photo) through a short-lived signed link: the bytes, not an
   * envelope. The link is its own credential, since an <img> sends no bearer header.
   */
  open: endpoint<{ params: { token: string }; response: string }>('GET', '/api/files/:token'),
});

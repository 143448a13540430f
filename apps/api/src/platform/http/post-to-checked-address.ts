import type { LookupFunction } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { isLoopbackAddress, type ResolvedAddress } from '../security/outbound-address.ts';

/** Where to post: a URL whose host `resolveOutboundAddresses` has checked, and the addresses it passed. */
export interface CheckedTarget {
  url: URL;
  addresses: ResolvedAddress[];
  allowLoopback: boolean;
}

/** Answers the checked addresses whatever the socket asks: the name is not resolved a second time. */
function checkedLookup(addresses: ResolvedAddress[]): LookupFunction {
  const [first] = addresses;
  if (!first) throw new Error('no checked address to connect to');
  return ((_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  }) as LookupFunction;
}

/** What the receiver answered: its status, and the start of its body (at most `answerBytes`). */
export interface CheckedAnswer {
  status: number;
  body: string;
}

/** How much of an answer's body is read: enough for a log, never a receiver's whole page. */
const ANSWER_BYTES = 2_048;

/**
 * POSTs `body` to a checked target and answers its status and the start of its body (decision 129). The connection goes only
 * to the addresses that were checked (a DNS answer that changed since is never asked for), and the
 * filtering agent refuses again, on the very address the socket is about to connect to, anything that is
 * not public. Redirects are not followed; the name still goes in Host and in TLS (SNI, certificate).
 */
export function postToCheckedAddress(
  target: CheckedTarget,
  request: { headers: Record<string, string>; body: string | Buffer; timeoutMs: number },
): Promise<CheckedAnswer> {
  // The agent's own exceptions: exactly the checked loopback addresses, and only where loopback is allowed.
  const loopback = target.addresses.map(({ address }) => address).filter(isLoopbackAddress);
  const filter = {
    lookup: checkedLookup(target.addresses),
    allowIPAddressList: target.allowLoopback ? loopback : [],
  };
  const agent =
    target.url.protocol === 'https:'
      ? new RequestFilteringHttpsAgent(filter)
      : new RequestFilteringHttpAgent(filter);
  const send = target.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target.url,
      {
        method: 'POST',
        agent,
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        // Whatever ends the body first (its end, the limit, an error or the timeout), what was read is it.
        const settle = () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= ANSWER_BYTES) {
            settle();
            response.destroy();
          }
        });
        response.on('end', settle);
        response.on('error', settle);
        response.on('close', settle);
      },
    );
    outgoing.on('error', reject);
    outgoing.on('close', () => agent.destroy());
    outgoing.end(request.body);
  });
}

import {
  buildPath,
  CLIENT_ERROR_MESSAGES,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
} from '@cambix/contract';
import { ApiError, authorizationHeader, buildUrl, toApiError } from './api-client.ts';
import { withStepUp } from './step-up.ts';

export interface UploadOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a multipart form to an endpoint of the contract with the same bearer header and error mapping
 * as `apiCall`, through XMLHttpRequest because fetch cannot report upload progress.
 */
export function apiUpload<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions<E> = {},
): Promise<ResponseOf<E>> {
  // A sensitive upload (a payout) the server asks to confirm is sent again, file and all, after the factor.
  return withStepUp(endpoint, () => sendUpload(endpoint, form, options));
}

function sendUpload<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions<E>,
): Promise<ResponseOf<E>> {
  const params = options.params as Record<string, string> | undefined;
  const url = buildUrl(buildPath(endpoint.path, params), undefined);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Authorization', authorizationHeader());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const envelope = parseJson(request.responseText) as { success?: unknown; data?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && envelope?.success === true) {
        options.onProgress?.(1);
        resolve(envelope.data as ResponseOf<E>);
      } else {
        reject(toApiError(request.status, envelope));
      }
    });
    const networkError = () => reject(new ApiError('NETWORK_ERROR', CLIENT_ERROR_MESSAGES.NETWORK_ERROR, 0));
    request.addEventListener('error', networkError);
    request.addEventListener('timeout', networkError);
    request.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

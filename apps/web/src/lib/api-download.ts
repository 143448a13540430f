import {
  buildPath,
  CLIENT_ERROR_MESSAGES,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@cambix/contract';
import { ApiError, authorizationHeader, buildUrl, readJson, toApiError } from './api-client.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server offered (Content-Disposition), or `fallback`. */
  filename: string;
}

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * Calls an endpoint that answers a file (a CSV export) with the same bearer header as `apiCall`; a
 * refusal arrives as the JSON envelope and becomes an `ApiError`.
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  options: { params?: ParamsOf<E>; query?: QueryOf<E>; fallbackName: string; signal?: AbortSignal },
): Promise<DownloadedFile> {
  const params = options.params as Record<string, string> | undefined;
  const url = buildUrl(buildPath(endpoint.path, params), options.query as object | undefined);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: { Authorization: authorizationHeader() },
      credentials: 'omit',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', CLIENT_ERROR_MESSAGES.NETWORK_ERROR, 0);
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response, options.signal));
  return { blob: await response.blob(), filename: filenameOf(response, options.fallbackName) };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import { manualMovementEndpoints } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-download.ts';

/** A movement's attachment, fetched with the staff member's bearer token. */
export function downloadAttachment(movementId: number): Promise<DownloadedFile> {
  return apiDownload(manualMovementEndpoints.attachment, {
    params: { movementId: String(movementId) },
    fallbackName: `sustento-${movementId}`,
  });
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}

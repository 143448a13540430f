import { manualMovementEndpoints } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** The manual movement's attachment, fetched with the bearer token (never a public link) and saved. */
export async function downloadAttachment(movementId: number): Promise<void> {
  saveFile(
    await apiDownload(manualMovementEndpoints.attachment, {
      params: { movementId: String(movementId) },
      fallbackName: `adjunto-${movementId}`,
    }),
  );
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}

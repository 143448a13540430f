import { identityEndpoints, type IdentityDocument, type IdentityDocumentKind } from '@cambix/contract';
import { apiUpload } from '@/lib/api-upload.ts';

/** `POST /api/sendImage`: one identity photo, with upload progress. */
export function sendImage(
  kind: IdentityDocumentKind,
  image: Blob,
  onProgress: (fraction: number) => void,
): Promise<IdentityDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('image', image, `${kind}.jpg`);
  return apiUpload(identityEndpoints.sendImage, form, { onProgress });
}

import { adminOrderEndpoints, type AdminOrder } from '@cambix/contract';
import { apiUpload } from '@/lib/api-upload.ts';

/** The multipart body of a payout: the operation number and the voucher image. */
export function payoutForm(image: Blob, operationNumber: string): FormData {
  const form = new FormData();
  form.append('operationNumber', operationNumber.trim());
  form.append('voucher', image, image instanceof File ? image.name : 'devolucion.jpg');
  return form;
}

/** PENDIENTE_DEVOLUCION to TERMINADA: the payout voucher and operation number, with upload progress. */
export function payOutOrder(
  orderId: number,
  image: Blob,
  operationNumber: string,
  onProgress?: (fraction: number) => void,
): Promise<AdminOrder> {
  return apiUpload(adminOrderEndpoints.payout, payoutForm(image, operationNumber), {
    params: { orderId: String(orderId) },
    ...(onProgress ? { onProgress } : {}),
  });
}

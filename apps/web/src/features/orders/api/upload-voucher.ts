import { orderEndpoints, type Order } from '@cambix/contract';
import { apiUpload } from '@/lib/api-upload.ts';

/** The multipart body of a voucher upload, on the customer's own route or a link's. */
export function voucherForm(image: Blob, operationNumber: string): FormData {
  const form = new FormData();
  if (operationNumber.trim()) form.append('operationNumber', operationNumber.trim());
  form.append('voucher', image, image instanceof File ? image.name : 'comprobante.jpg');
  return form;
}

/** `POST /api/sendImageOrder/{orderId}`: the payment voucher, with upload progress. */
export function uploadVoucher(
  orderId: number,
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
): Promise<Order> {
  return apiUpload(orderEndpoints.uploadVoucher, voucherForm(image, operationNumber), {
    params: { orderId: String(orderId) },
    onProgress,
  });
}

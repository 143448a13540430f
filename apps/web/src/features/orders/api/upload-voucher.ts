import { orderEndpoints, type Order } from '@cambix/contract';
import { apiUpload } from '@/lib/api-upload.ts';

/** `POST /api/sendImageOrder/{orderId}`: the payment voucher, with upload progress. */
export function uploadVoucher(
  orderId: number,
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
): Promise<Order> {
  const form = new FormData();
  if (operationNumber.trim()) form.append('operationNumber', operationNumber.trim());
  form.append('voucher', image, image instanceof File ? image.name : 'comprobante.jpg');
  return apiUpload(orderEndpoints.uploadVoucher, form, { params: { orderId: String(orderId) }, onProgress });
}

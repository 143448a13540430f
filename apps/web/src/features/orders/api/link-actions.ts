import { orderLinkEndpoints, type Order } from '@cambix/contract';
import { apiCall, ApiError } from '@/lib/api-client.ts';
import { apiUpload } from '@/lib/api-upload.ts';
import { customerEs } from '@/i18n/customer.ts';
import type { FinalizeRequest } from './finalize-order.ts';
import { isWordedError } from './worded-error.ts';

/** `POST /api/order-link/{code}/upload-voucher`: the link's code stands for its customer (decision 033). */
export async function uploadVoucherByLink(
  code: string,
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
): Promise<Order> {
  const form = new FormData();
  if (operationNumber.trim()) form.append('operationNumber', operationNumber.trim());
  form.append('voucher', image, image instanceof File ? image.name : 'comprobante.jpg');
  try {
    return await apiUpload(orderLinkEndpoints.uploadVoucher, form, { params: { code }, onProgress });
  } catch (error) {
    if (isWordedError(error)) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError('INTERNAL', customerEs.linkOrder.uploadFailed, status);
  }
}

/** `POST /api/order-link/{code}/finalize`. */
export const finalizeByLink =
  (code: string): FinalizeRequest =>
  ({ operationNumber }) =>
    apiCall(orderLinkEndpoints.finalize, {
      params: { code },
      body: operationNumber.trim() ? { operationNumber: operationNumber.trim() } : {},
    });

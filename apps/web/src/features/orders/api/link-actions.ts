import { orderLinkEndpoints, type Order } from '@cambix/contract';
import { apiCall, ApiError } from '@/lib/api-client.ts';
import { apiUpload } from '@/lib/api-upload.ts';
import { customerEs } from '@/i18n/customer.ts';
import { finalizeBody, type FinalizeRequest } from './finalize-order.ts';
import { voucherForm } from './upload-voucher.ts';
import { isWordedError } from './worded-error.ts';

/** `POST /api/order-link/{code}/upload-voucher`: the link's code stands for its customer (decision 033). */
export async function uploadVoucherByLink(
  code: string,
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
): Promise<Order> {
  try {
    return await apiUpload(orderLinkEndpoints.uploadVoucher, voucherForm(image, operationNumber), {
      params: { code },
      onProgress,
    });
  } catch (error) {
    if (isWordedError(error)) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError('INTERNAL', customerEs.linkOrder.uploadFailed, status);
  }
}

/** `POST /api/order-link/{code}/finalize`. */
export const finalizeByLink =
  (code: string): FinalizeRequest =>
  (variables) =>
    apiCall(orderLinkEndpoints.finalize, { params: { code }, body: finalizeBody(variables) });

import { adminOrderEndpoints, type AdminOrder, type ApprovePaymentRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** PENDIENTE to PENDIENTE_DEVOLUCION, with the operation number of the transfer received. */
export function approvePayment(orderId: number, body: ApprovePaymentRequest): Promise<AdminOrder> {
  return apiCall(adminOrderEndpoints.approve, { params: { orderId: String(orderId) }, body });
}

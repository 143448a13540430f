import { adminOrderEndpoints, type AdminOrder, type RejectOrderRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** PENDIENTE to FALLIDA, with the reason the customer reads. */
export function rejectPayment(orderId: number, body: RejectOrderRequest): Promise<AdminOrder> {
  return apiCall(adminOrderEndpoints.reject, { params: { orderId: String(orderId) }, body });
}

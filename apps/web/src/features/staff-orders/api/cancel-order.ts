import { adminOrderEndpoints, type AdminOrder, type RejectOrderRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** OBSERVADA to FALLIDA, with the reason the customer reads. */
export function cancelOrder(orderId: number, body: RejectOrderRequest): Promise<AdminOrder> {
  return apiCall(adminOrderEndpoints.cancel, { params: { orderId: String(orderId) }, body });
}

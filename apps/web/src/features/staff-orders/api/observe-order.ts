import { adminOrderEndpoints, type AdminOrder, type ObserveOrderRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** PENDIENTE_DEVOLUCION to OBSERVADA; the server mails the customer a modification link. */
export function observeOrder(orderId: number, body: ObserveOrderRequest): Promise<AdminOrder> {
  return apiCall(adminOrderEndpoints.observe, { params: { orderId: String(orderId) }, body });
}

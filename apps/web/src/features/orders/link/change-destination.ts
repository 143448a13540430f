import { orderEndpoints, type Order } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/order/{code}/destination`: an OBSERVADA order pays out to another of the customer's accounts. */
export function changeDestination(code: string, destinationAccountId: number): Promise<Order> {
  return apiCall(orderEndpoints.changeDestination, { params: { code }, body: { destinationAccountId } });
}

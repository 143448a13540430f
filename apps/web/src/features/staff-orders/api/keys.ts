/** Cache keys of the staff order screens (house style 10): invalidating an order is one line. */
export const staffOrderKeys = {
  all: ['staff', 'orders'] as const,
  queues: () => [...staffOrderKeys.all, 'queue'] as const,
  paymentsQueue: () => [...staffOrderKeys.queues(), 'payments'] as const,
  payoutsQueue: () => [...staffOrderKeys.queues(), 'payouts'] as const,
  detail: (orderId: number) => [...staffOrderKeys.all, 'detail', orderId] as const,
};

import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Finanzas › Comprobantes: every receipt's state at SUNAT (docs/rules/receipts.md#comprobantes). */
export const sunatReceiptsScreens = {
  sunatReceipts: { path: '/dashboard/comprobantes', title: 'Comprobantes' },
} as const satisfies StaffScreens;

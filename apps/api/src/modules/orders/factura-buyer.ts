import type { FacturaBuyer } from '@cambix/contract';

/** The factura's buyer an order keeps (decision 180), or null when it gets a boleta. */
export function facturaBuyerOf(order: {
  facturaRuc: string | null;
  facturaRazonSocial: string | null;
}): FacturaBuyer | null {
  if (order.facturaRuc === null || order.facturaRazonSocial === null) return null;
  return { ruc: order.facturaRuc, razonSocial: order.facturaRazonSocial };
}

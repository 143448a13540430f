/** Cache keys of Módulo Terceros (house style 10). */
export const thirdPartyKeys = {
  all: ['third-party'] as const,
  workspace: () => [...thirdPartyKeys.all, 'workspace'] as const,
  partners: () => [...thirdPartyKeys.all, 'partners'] as const,
  webhookEndpoints: () => [...thirdPartyKeys.all, 'webhook-endpoints'] as const,
  deliveries: (endpointId: number) =>
    [...thirdPartyKeys.webhookEndpoints(), endpointId, 'deliveries'] as const,
};

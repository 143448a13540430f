/** Cache keys of Módulo Terceros (house style 10). */
export const thirdPartyKeys = {
  all: ['third-party'] as const,
  workspace: () => [...thirdPartyKeys.all, 'workspace'] as const,
  partners: () => [...thirdPartyKeys.all, 'partners'] as const,
};

export const profileKeys = {
  profile: ['profile'] as const,
  ubigeo: ['ubigeo'] as const,
};

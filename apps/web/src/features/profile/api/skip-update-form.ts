import { profileEndpoints } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { useSessionStore } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';

/** 'Más tarde': the server postpones the form 30 days (refused when it is mandatory). */
export async function skipUpdateForm(): Promise<void> {
  const flags = await apiCall(profileEndpoints.skipUpdateForm);
  useSessionStore.setState({
    mostrar_formulario: flags.mostrar_formulario,
    mostrar_formulario_obligatorio: flags.mostrar_formulario_obligatorio,
  });
}

export function useSkipUpdateForm() {
  return useMutation({ mutationFn: skipUpdateForm });
}

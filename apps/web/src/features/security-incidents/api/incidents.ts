import {
  incidentEndpoints,
  type AddIncidentEntry,
  type CreateIncident,
  type IncidentDetail,
  type IncidentList,
  type IncidentListQuery,
} from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export type IncidentFilter = NonNullable<IncidentListQuery['status']>;

export const incidentKeys = {
  list: (status: IncidentFilter) => ['security-incidents', 'list', status] as const,
  detail: (incidentId: number) => ['security-incidents', 'detail', incidentId] as const,
};

export function useIncidents(status: IncidentFilter) {
  return useQuery({
    queryKey: incidentKeys.list(status),
    queryFn: ({ signal }): Promise<IncidentList> =>
      apiCall(incidentEndpoints.list, { query: { status }, signal }),
  });
}

export function useIncident(incidentId: number) {
  return useQuery({
    queryKey: incidentKeys.detail(incidentId),
    queryFn: ({ signal }): Promise<IncidentDetail> =>
      apiCall(incidentEndpoints.detail, { params: { incidentId: String(incidentId) }, signal }),
    enabled: incidentId > 0,
    retry: false,
  });
}

function useIncidentChange<I>(mutationFn: (input: I) => Promise<IncidentDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (changed) => {
      queryClient.setQueryData(incidentKeys.detail(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['security-incidents', 'list'] });
    },
  });
}

export const useCreateIncident = () =>
  useIncidentChange((body: CreateIncident) => apiCall(incidentEndpoints.create, { body }));

export const useAddIncidentEntry = (incidentId: number) =>
  useIncidentChange((body: AddIncidentEntry) =>
    apiCall(incidentEndpoints.addEntry, { params: { incidentId: String(incidentId) }, body }),
  );

import {
  screeningEndpoints,
  type AlertStatus,
  type ComplianceAlert,
  type ComplianceAlertList,
  type ScreeningListEntries,
  type ScreeningListId,
  type ScreeningListVersion,
  type ScreeningListVersions,
} from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { apiUpload } from '@/lib/api-upload.ts';

export const screeningKeys = {
  versions: ['screening', 'versions'] as const,
  entries: (versionId: number) => ['screening', 'versions', versionId] as const,
  alerts: (status: AlertStatus | 'all') => ['screening', 'alerts', status] as const,
  allAlerts: ['screening', 'alerts'] as const,
};

/** While a re-screening runs, its progress is read again every few seconds. */
const PROGRESS_POLL_MS = 3_000;

export const versionsQuery = () =>
  queryOptions({
    queryKey: screeningKeys.versions,
    queryFn: ({ signal }): Promise<ScreeningListVersions> => apiCall(screeningEndpoints.versions, { signal }),
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.rescreen.finishedAt === null) ? PROGRESS_POLL_MS : false,
  });

/** `GET /api/admin/compliance/lists`: every imported version, newest first, with its re-screening progress. */
export function useListVersions() {
  return useQuery(versionsQuery());
}

/** `GET /api/admin/compliance/lists/:versionId`: a version's entries (older versions stay readable). */
export function useListEntries(versionId: number | null) {
  return useQuery({
    queryKey: screeningKeys.entries(versionId ?? 0),
    queryFn: ({ signal }): Promise<ScreeningListEntries> =>
      apiCall(screeningEndpoints.entries, { params: { versionId: String(versionId) }, signal }),
    enabled: versionId !== null,
  });
}

/** `POST /api/admin/compliance/lists`: the file in its published format; all or nothing. */
export function useImportList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, file }: { list: ScreeningListId; file: File }): Promise<ScreeningListVersion> => {
      const form = new FormData();
      form.append('list', list);
      form.append('file', file, file.name);
      return apiUpload(screeningEndpoints.import, form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: screeningKeys.versions }),
  });
}

/** `GET /api/admin/compliance/alerts`: each read is audited on the server. */
export function useAlerts(status: AlertStatus | 'all') {
  return useQuery({
    queryKey: screeningKeys.alerts(status),
    queryFn: ({ signal }): Promise<ComplianceAlertList> =>
      apiCall(screeningEndpoints.alerts, { query: { status }, signal }),
  });
}

export function useDecideAlert(alertId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      reason,
    }: {
      action: 'confirm' | 'discard';
      reason: string;
    }): Promise<ComplianceAlert> =>
      apiCall(screeningEndpoints[action], { params: { alertId: String(alertId) }, body: { reason } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: screeningKeys.allAlerts }),
  });
}

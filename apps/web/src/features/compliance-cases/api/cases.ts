import {
  caseEndpoints,
  type CaseStatus,
  type ComplianceCase,
  type ComplianceCaseList,
} from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { apiDownload, saveFile } from '@/lib/api-download.ts';
import { apiUpload } from '@/lib/api-upload.ts';

export const caseKeys = {
  all: ['compliance-cases'] as const,
  list: (status: CaseStatus | 'all', customerId?: number) =>
    ['compliance-cases', 'list', status, customerId ?? null] as const,
  detail: (caseId: number) => ['compliance-cases', 'detail', caseId] as const,
};

/** `GET /api/admin/compliance/cases`: each read is audited on the server. */
export function useCases(status: CaseStatus | 'all', customerId?: number, enabled = true) {
  return useQuery({
    queryKey: caseKeys.list(status, customerId),
    queryFn: ({ signal }): Promise<ComplianceCaseList> =>
      apiCall(caseEndpoints.list, {
        query: customerId === undefined ? { status } : { status, customerId: String(customerId) },
        signal,
      }),
    enabled,
  });
}

/** `GET /api/admin/compliance/cases/:caseId`: audited too. */
export function useCase(caseId: number) {
  return useQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }): Promise<ComplianceCase> =>
      apiCall(caseEndpoints.detail, { params: { caseId: String(caseId) }, signal }),
    enabled: caseId > 0,
    retry: false,
  });
}

/** After any change the case answers itself whole: it replaces the cached one, and the lists refresh. */
function useCaseChange<I>(mutationFn: (input: I) => Promise<ComplianceCase>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (changed) => {
      queryClient.setQueryData(caseKeys.detail(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['compliance-cases', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['screening', 'alerts'] });
    },
  });
}

export const useOpenCase = () =>
  useCaseChange((body: { alertId: number; title: string }) => apiCall(caseEndpoints.open, { body }));

export const useAddCaseAlert = () =>
  useCaseChange(({ caseId, alertId }: { caseId: number; alertId: number }) =>
    apiCall(caseEndpoints.addAlert, { params: { caseId: String(caseId) }, body: { alertId } }),
  );

export function useCaseActions(caseId: number) {
  const params = { caseId: String(caseId) };
  return {
    addOrder: useCaseChange((code: string) => apiCall(caseEndpoints.addOrder, { params, body: { code } })),
    addNote: useCaseChange((text: string) => apiCall(caseEndpoints.addNote, { params, body: { text } })),
    addDocument: useCaseChange(({ file, description }: { file: File; description: string }) => {
      const form = new FormData();
      form.append('description', description);
      form.append('file', file, file.name);
      return apiUpload(caseEndpoints.addDocument, form, { params });
    }),
    narrative: useCaseChange((narrative: string) =>
      apiCall(caseEndpoints.narrative, { params, body: { narrative } }),
    ),
    archive: useCaseChange((reason: string) => apiCall(caseEndpoints.archive, { params, body: { reason } })),
    rosSent: useCaseChange((body: { sentOn: string; uifReference: string }) =>
      apiCall(caseEndpoints.rosSent, { params, body }),
    ),
  };
}

/** Downloads the ROS PDF (audited on the server). */
export function useDownloadRos(caseId: number, code: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await apiDownload(caseEndpoints.ros, {
          params: { caseId: String(caseId) },
          fallbackName: `ros-${code.toLowerCase()}.pdf`,
        }),
      ),
  });
}

/** A document of the case, opened in a new tab from its bytes (the bearer header cannot ride a link). */
export function useOpenDocument(caseId: number) {
  return useMutation({
    mutationFn: async ({ itemId, fileName }: { itemId: number; fileName: string }) => {
      const file = await apiDownload(caseEndpoints.document, {
        params: { caseId: String(caseId), itemId: String(itemId) },
        query: undefined,
        fallbackName: fileName,
      });
      saveFile({ ...file, filename: fileName });
    },
  });
}

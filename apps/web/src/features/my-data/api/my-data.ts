import { myDataEndpoints, type DataRequestKind, type MyData } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

export const myDataKeys = { all: ['my-data'] as const };

/** While an export is being built its progress is read again every two seconds. */
const PROGRESS_POLL_MS = 2_000;

const inProgress = (data: MyData | undefined) =>
  data?.latestExport?.status === 'pendiente' || data?.latestExport?.status === 'preparando';

/** `GET /api/user/my-data`: the latest export and every request. */
export function useMyData() {
  return useQuery({
    queryKey: myDataKeys.all,
    queryFn: ({ signal }): Promise<MyData> => apiCall(myDataEndpoints.myData, { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(myDataEndpoints.requestExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataKeys.all }),
  });
}

/** The ZIP through the bearer header (a plain link could not carry it), saved by the browser. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (exportId: number) =>
      saveFile(
        await apiDownload(myDataEndpoints.downloadExport, {
          params: { exportId: String(exportId) },
          fallbackName: 'mis-datos-cambix.zip',
        }),
      ),
  });
}

export function useFileDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: DataRequestKind; text: string }) =>
      apiCall(myDataEndpoints.fileRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataKeys.all }),
  });
}

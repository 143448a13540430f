import { partnerLinkEndpoints, type PartnerFinalizeRequest, type PartnerLinkView } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voucherForm } from '@/features/orders';
import { apiCall } from '@/lib/api-client.ts';
import { apiDownload, saveFile } from '@/lib/api-download.ts';
import { apiUpload } from '@/lib/api-upload.ts';

export const partnerLinkKeys = {
  all: ['partner-link'] as const,
  view: (code: string) => [...partnerLinkKeys.all, code] as const,
};

/** How often an open page asks again once the order is on its way (the client reads the live status). */
export const LIVE_STATUS_MS = 20_000;

export function viewPartnerLink(code: string, signal?: AbortSignal): Promise<PartnerLinkView> {
  return apiCall(partnerLinkEndpoints.view, { params: { codigo: code }, signal });
}

/** The link's page; once finalized (used) the status is asked for again every 20 s. */
export function usePartnerLink(code: string) {
  return useQuery({
    queryKey: partnerLinkKeys.view(code),
    queryFn: ({ signal }) => viewPartnerLink(code, signal),
    refetchInterval: (query) => (query.state.data?.state === 'usada' ? LIVE_STATUS_MS : false),
    retry: false,
  });
}

/** The voucher through the link (multipart, with progress), the customer's checks of type and size. */
export function uploadVoucherByPartnerLink(
  code: string,
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
): Promise<PartnerLinkView> {
  return apiUpload(partnerLinkEndpoints.uploadVoucher, voucherForm(image, operationNumber), {
    params: { codigo: code },
    onProgress,
  });
}

/** The operation number, and the client's signature when the order needs the declaración jurada. */
export function finalizePartnerLink(code: string, body: PartnerFinalizeRequest): Promise<PartnerLinkView> {
  return apiCall(partnerLinkEndpoints.finalize, { params: { codigo: code }, body });
}

/** Finalizes the order; the page shows the answer at once (the live status). */
export function useFinalizePartnerLink(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerFinalizeRequest) => finalizePartnerLink(code, body),
    onSuccess: (view) => queryClient.setQueryData(partnerLinkKeys.view(code), view),
  });
}

/** The boleta through the link, the same A4 PDF a customer downloads (`GET /api/partner-link/:codigo/boleta`). */
export async function downloadPartnerLinkReceipt(code: string, receipt: string): Promise<void> {
  saveFile(
    await apiDownload(partnerLinkEndpoints.receiptPdf, {
      params: { codigo: code },
      fallbackName: `boleta-${receipt}.pdf`,
    }),
  );
}

export function useDownloadPartnerLinkReceipt(code: string) {
  return useMutation({ mutationFn: (receipt: string) => downloadPartnerLinkReceipt(code, receipt) });
}

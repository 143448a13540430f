import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CUSTOMER_DOCUMENT_KINDS, type CustomerDocument, type CustomerDocumentKind } from '@cambix/contract';
import { useState } from 'react';
import { ImageViewerDialog } from '@/components/ui/image-viewer-dialog.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useCustomerDocuments } from '../api/get-customer-documents.ts';

const t = staffEs.documents;
/** Views listed per image; the count covers all of them. */
const VIEWS_LISTED = 5;

function DocumentCard({
  kind,
  document,
  onOpen,
}: {
  kind: CustomerDocumentKind;
  document: CustomerDocument | undefined;
  onOpen(document: CustomerDocument): void;
}) {
  const label = t.kind[kind];
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      {document ? (
        <ButtonBase
          onClick={() => onOpen(document)}
          aria-label={t.open(label)}
          sx={{ display: 'block', width: '100%', position: 'relative', bgcolor: 'grey.100' }}
        >
          <Box
            component="img"
            src={document.url}
            alt={label}
            // A selfie fills its card (the face is the point); a DNI is shown whole, edges included.
            sx={{
              display: 'block',
              width: '100%',
              height: 200,
              objectFit: kind === 'SELFIE' ? 'cover' : 'contain',
              objectPosition: kind === 'SELFIE' ? 'center 30%' : 'center',
            }}
          />
          <ZoomInIcon sx={{ position: 'absolute', right: 8, bottom: 8, color: 'text.secondary' }} />
        </ButtonBase>
      ) : (
        <Box sx={{ height: 200, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
          <Typography color="text.secondary" align="center">
            {t.missing}
          </Typography>
        </Box>
      )}
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h3" component="h3">
          {label}
        </Typography>
        {document && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t.uploadedAt(formatDateTime(document.uploadedAt))}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
              {t.viewsTitle} ({t.views(document.viewCount)})
            </Typography>
            {document.views.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t.noViews}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {document.views.slice(0, VIEWS_LISTED).map((view) => (
                  <Typography component="li" variant="body2" key={`${view.viewer.id}-${view.viewedAt}`}>
                    {staffEs.history.by(view.viewer.name, view.viewer.role)} · {formatDateTime(view.viewedAt)}
                  </Typography>
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Tab Documentos: the current DNI front, back and selfie; opening each is logged by the server. */
export function CustomerDocumentsTab({ userId }: { userId: number }) {
  const documents = useCustomerDocuments(userId);
  const [open, setOpen] = useState<CustomerDocument | null>(null);

  if (documents.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {CUSTOMER_DOCUMENT_KINDS.map((kind) => (
          <Skeleton key={kind} variant="rounded" height={320} />
        ))}
      </Box>
    );
  }
  if (documents.isError) return <Alert severity="error">{staffEs.common.loadFailed}</Alert>;

  const byKind = new Map(documents.data.map((document) => [document.kind, document]));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {documents.data.length === 0 ? t.none : t.logged}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {CUSTOMER_DOCUMENT_KINDS.map((kind) => (
          <DocumentCard key={kind} kind={kind} document={byKind.get(kind)} onOpen={setOpen} />
        ))}
      </Box>
      {open && (
        <ImageViewerDialog
          title={t.kind[open.kind]}
          src={open.url}
          labels={{ ...t.viewer, close: staffEs.common.close }}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

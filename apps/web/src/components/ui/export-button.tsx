import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';

export interface ExportButtonProps {
  label: string;
  isPending: boolean;
  onExport(): void;
}

/** A list's "Exportar" button; it spins while the file is written. */
export function ExportButton({ label, isPending, onExport }: ExportButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={onExport}
      loading={isPending}
    >
      {label}
    </Button>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

interface Size {
  width: number;
  height: number;
}

/**
 * The image fitted to the room (never enlarged past its own size at 100 %), times the zoom; the frame is
 * the image's box after a quarter turn.
 */
export function fitLayout(image: Size, room: Size, zoom: number, sideways: boolean) {
  const turned = sideways ? { width: image.height, height: image.width } : image;
  const fit = Math.min(room.width / turned.width, room.height / turned.height, 1) * zoom;
  return {
    image: { width: image.width * fit, height: image.height * fit },
    frame: { width: turned.width * fit, height: turned.height * fit },
  };
}

/** The toolbar's words: the screen that opens the viewer passes them from its own i18n file. */
export interface ImageViewerLabels {
  zoomIn: string;
  zoomOut: string;
  rotate: string;
  reset: string;
  close: string;
  zoom(percent: number): string;
}

export interface ImageViewerDialogProps {
  title: string;
  src: string;
  labels: ImageViewerLabels;
  onClose(): void;
}

/** One image (an identity photo, a voucher), large, with zoom in and out and a quarter-turn rotation. */
export function ImageViewerDialog({ title, src, labels: t, onClose }: ImageViewerDialogProps) {
  const [zoomIndex, setZoomIndex] = useState(2);
  const [turns, setTurns] = useState(0);
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  const sideways = turns % 2 === 1;
  const contentRef = useRef<HTMLDivElement>(null);
  // Once the image loads: its own size and the room the dialog gives it.
  const [sizes, setSizes] = useState<{ image: Size; room: Size } | null>(null);
  const layout = sizes ? fitLayout(sizes.image, sizes.room, zoom, sideways) : null;

  const measure = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    const content = contentRef.current;
    if (!content || !image.naturalWidth) return;
    const style = getComputedStyle(content);
    const padding = (side: 'Left' | 'Right' | 'Top' | 'Bottom') => parseFloat(style[`padding${side}`]) || 0;
    setSizes({
      image: { width: image.naturalWidth, height: image.naturalHeight },
      room: {
        width: content.clientWidth - padding('Left') - padding('Right'),
        height: content.clientHeight - padding('Top') - padding('Bottom'),
      },
    });
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      {/* DialogTitle holds only the name: the dialog is named after its whole text. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1, flexWrap: 'wrap' }}>
        <DialogTitle id={titleId} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </DialogTitle>
        <Box role="toolbar" aria-label={title} sx={{ display: 'flex', alignItems: 'center' }}>
          {tool(t.zoomOut, <ZoomOutIcon />, () => setZoomIndex((index) => index - 1), zoomIndex === 0)}
          <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-live="polite">
            {t.zoom(Math.round(zoom * 100))}
          </Typography>
          {tool(
            t.zoomIn,
            <ZoomInIcon />,
            () => setZoomIndex((index) => index + 1),
            zoomIndex === ZOOM_STEPS.length - 1,
          )}
          {tool(t.rotate, <RotateRightIcon />, () => setTurns((value) => (value + 1) % 4))}
          {tool(t.reset, <FitScreenIcon />, () => {
            setZoomIndex(2);
            setTurns(0);
          })}
          {tool(t.close, <CloseIcon />, onClose)}
        </Box>
      </Box>
      <DialogContent
        ref={contentRef}
        dividers
        sx={{
          p: 2,
          bgcolor: 'grey.900',
          display: 'flex',
          overflow: 'auto',
          height: { xs: '100%', sm: '75vh' },
        }}
      >
        {/* The frame has the turned image's size, so a zoomed or turned image scrolls to every edge. */}
        <Box
          sx={
            layout
              ? {
                  position: 'relative',
                  flex: 'none',
                  m: 'auto',
                  width: layout.frame.width,
                  height: layout.frame.height,
                }
              : { m: 'auto' }
          }
        >
          <Box
            component="img"
            src={src}
            alt={title}
            onLoad={measure}
            sx={{
              display: 'block',
              transform: `rotate(${turns * 90}deg)`,
              transition: 'transform 150ms ease',
              ...(layout
                ? {
                    position: 'absolute',
                    width: layout.image.width,
                    height: layout.image.height,
                    left: (layout.frame.width - layout.image.width) / 2,
                    top: (layout.frame.height - layout.image.height) / 2,
                  }
                : { maxWidth: '100%', maxHeight: '100%' }),
            }}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

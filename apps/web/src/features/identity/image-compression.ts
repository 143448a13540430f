/** Photos are shrunk in the browser before upload: a phone's 12 MP photo becomes a few hundred KB. */
export const MAX_PHOTO_SIDE = 1600;
export const PHOTO_QUALITY = 0.85;

/** The size that fits `maxSide` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Redraws the photo on a canvas at most 1600 px on its longest side and encodes it as JPEG 0.85 (which
 * also drops its metadata). A photo the browser cannot decode (HEIC on a desktop) is sent as it is; the
 * server then says which formats it takes.
 */
export async function compressImage(
  file: Blob,
  maxSide = MAX_PHOTO_SIDE,
  quality = PHOTO_QUALITY,
): Promise<Blob> {
  let source: ImageBitmap | HTMLImageElement;
  try {
    source = await decode(file);
  } catch {
    return file;
  }
  const { width, height } = fitWithin(source.width, source.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source) source.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return blob ?? file;
}

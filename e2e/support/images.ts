import type { Page } from '@playwright/test';

/** A real small photo drawn by the page's canvas (JPEG or PNG), to upload like a phone would. */
export async function canvasPhoto(
  page: Page,
  { label, color, type = 'image/jpeg' }: { label: string; color: string; type?: 'image/jpeg' | 'image/png' },
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(
    ({ label, color, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = color;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 64px sans-serif';
      context.fillText(label, 48, 320);
      return canvas.toDataURL(type, 0.9);
    },
    { label, color, type },
  );
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return {
    name: `${label.toLowerCase().replace(/\W+/g, '-')}.${extension}`,
    mimeType: type,
    buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
  };
}

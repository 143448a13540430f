import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { MAX_UPLOAD_BYTES, reencodeImage } from './uploads.ts';

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#0f766e' } })
    .withMetadata({ exif: { IFD0: { Make: 'Telefono', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'S' } } })
    .jpeg()
    .toBuffer();
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('reencodeImage', () => {
  it('re-encodes a photo as JPEG without its metadata', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await reencodeImage(original);
    expect(stored).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' });
    const metadata = await sharp(stored.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([64, 32]);
  });

  it('accepts PNG and WebP by their bytes', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await reencodeImage(png)).mimeType).toBe('image/jpeg');
    expect((await reencodeImage(webp)).mimeType).toBe('image/jpeg');
  });

  it('refuses a text file whatever its name says, with a Spanish message', async () => {
    const text = Buffer.from('esto no es una foto del DNI, solo texto');
    await expect(reencodeImage(text)).rejects.toThrow('El archivo debe ser una imagen JPG, PNG o WebP.');
  });

  it('keeps a PDF only where PDFs are allowed (vouchers)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect(await codeOf(reencodeImage(pdf))).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect((await reencodeImage(pdf, { allowPdf: true })).mimeType).toBe('application/pdf');
  });

  it('refuses an empty file, an oversized one and a truncated image', async () => {
    expect(await codeOf(reencodeImage(Buffer.alloc(0)))).toBe('UPLOAD_MISSING');
    expect(await codeOf(reencodeImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toBe('UPLOAD_TOO_LARGE');
    const photo = await photoWithGps();
    expect(await codeOf(reencodeImage(photo.subarray(0, 40)))).toBe('UPLOAD_UNREADABLE');
  });
});

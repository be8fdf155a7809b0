import type { Page } from '@playwright/test';

export interface ImageFile {
  name: string;
  mimeType: 'image/png' | 'image/jpeg';
  buffer: Buffer;
}

/**
 * A picture drawn on a canvas in the page and encoded by the browser, so the suite needs no
 * image files: a sky, a sun and a dog-ish blob, different for each `seed`.
 */
export async function drawnImage(
  page: Page,
  name: string,
  { size = 320, seed = 1 }: { size?: number; seed?: number } = {},
): Promise<ImageFile> {
  const mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const base64 = await page.evaluate(
    ({ size, seed, mimeType }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = `hsl(${(seed * 67) % 360} 60% 70%)`;
      context.fillRect(0, 0, size, size);
      context.fillStyle = '#f5c542';
      context.beginPath();
      context.arc(size * 0.8, size * 0.2, size * 0.1, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = `hsl(${(seed * 131) % 360} 45% 35%)`;
      context.beginPath();
      context.ellipse(size / 2, size * 0.65, size * 0.3, size * 0.2, 0, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL(mimeType, 0.9).split(',')[1] ?? '';
    },
    { size, seed, mimeType },
  );
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') };
}

import { apiHeaders, sendHomeAsExpired } from '@/shared/api';

/**
 * Saves what an admin call answers as a file, under the name the server gives it
 * (`Content-Disposition`). A link alone cannot do it: admin calls carry the bearer token in a
 * header. Resolves `false` when the server did not answer with the file.
 */
export async function downloadFile(path: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: apiHeaders('GET'),
      credentials: 'same-origin',
    });
  } catch {
    return false;
  }
  if (response.status === 401) sendHomeAsExpired();
  if (!response.ok) return false;
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  saveBlob(await response.blob(), name);
  return true;
}

/** Hands `blob` to the browser to save as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

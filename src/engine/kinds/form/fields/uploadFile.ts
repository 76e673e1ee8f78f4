import { API_BASE } from '../../../../api/client';
import { getLang } from '../../../../i18n';
import { getSession } from '../../../../stores/session';

// Uploads go through XMLHttpRequest, not fetch: only XHR reports upload progress, which the progress bar shows.
// Reading a stored file needs the session's token header, so thumbnails are fetched and shown as blob URLs.

export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export class UploadError extends Error {}

/** Posts one file as the multipart field `file`; `onProgress` gets 0..1 as the bytes leave the phone. */
export function uploadFile(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/common/file/upload`);
    const { token } = getSession();
    if (token) xhr.setRequestHeader('token', token);
    xhr.setRequestHeader('Accept-Language', getLang());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        const env = JSON.parse(xhr.responseText) as { code: number; message: string; data: UploadedFile };
        if (env.code === 0) resolve(env.data);
        else reject(new UploadError(env.message));
      } catch {
        reject(new UploadError(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new UploadError('network'));
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}

const thumbs = new Map<string, Promise<string>>();

/** A blob URL of a stored file (fetched once per page life with the session's token). */
export function fileObjectUrl(id: string): Promise<string> {
  let p = thumbs.get(id);
  if (!p) {
    const { token } = getSession();
    p = fetch(`${API_BASE}/common/file/${encodeURIComponent(id)}`, { headers: token ? { token } : {} }).then(async (res) => {
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || type.includes('json')) throw new UploadError('not found');
      return URL.createObjectURL(await res.blob());
    });
    p.catch(() => thumbs.delete(id));
    thumbs.set(id, p);
  }
  return p;
}

/** A data URL (what the compressor makes) as bytes to upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body] = dataUrl.split(',', 2);
  const type = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  const bin = atob(body ?? '');
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
}

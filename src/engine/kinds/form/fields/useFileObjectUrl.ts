import { useEffect, useState } from 'react';
import { fileObjectUrl } from './uploadFile';

/** The blob URL of stored file `id` for an <img>: null while it loads, '' when it could not be fetched. */
export function useFileObjectUrl(id: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileObjectUrl(id).then((u) => live && setSrc(u), () => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [id]);
  return src;
}

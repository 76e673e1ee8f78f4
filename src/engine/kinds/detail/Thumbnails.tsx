import { useState, type ReactNode } from 'react';
import { t } from '../../texts';
import { EMPTY } from '../../../../common/format/format';
import { useFileObjectUrl } from '../form/fields/useFileObjectUrl';

// A detail field with `"widget": "images"`: the photos of a document (dispute evidence…) as thumbnails. The value
// is a list of upload ids, of upload objects ({ id, url, … } as the server answers them) or of their addresses
// (/mobile/api/common/file/<id>); the bytes come from GET /common/file/:id with the session's token, which serves
// them only to users allowed to see the document.

export function uploadIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const id = typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v;
    if (typeof id === 'number') return [String(id)];
    if (typeof id !== 'string') return [];
    return [/\/common\/file\/([^/?#]+)$/.exec(id)?.[1] ?? id];
  });
}

function Thumb({ id, onOpen }: { id: string; onOpen: (src: string) => void }): ReactNode {
  const src = useFileObjectUrl(id);
  return (
    <button type="button" className="eng-thumbs__item" data-upload-id={id} disabled={!src} onClick={() => src && onOpen(src)} aria-label={t('engine.image.view')}>
      {src ? <img src={src} alt="" /> : <span className="eng-images__placeholder" />}
    </button>
  );
}

export function Thumbnails({ value }: { value: unknown }): ReactNode {
  const ids = uploadIds(value);
  const [open, setOpen] = useState<string | null>(null);
  if (!ids.length) return <span className="eng-value eng-value--empty">{EMPTY}</span>;
  return (
    <div className="eng-thumbs">
      {ids.map((id) => (
        <Thumb key={id} id={id} onOpen={setOpen} />
      ))}
      {open && (
        <div className="eng-thumbs__viewer" role="dialog" onClick={() => setOpen(null)}>
          <img src={open} alt="" />
        </div>
      )}
    </div>
  );
}

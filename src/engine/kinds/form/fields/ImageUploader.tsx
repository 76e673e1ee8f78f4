import { ProgressBar } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { showMessage } from '../../../../api/feedback';
import { t } from '../../../texts';
import { compressImage, ImageError } from './compressImage';
import { dataUrlToBlob, uploadFile, UploadError } from './uploadFile';
import { useFileObjectUrl } from './useFileObjectUrl';

// Photos of a document (goods images, dispute evidence, feedback screenshots): picked or shot, compressed on the
// phone (spec §5: quality 0.7, scaled by 0.8 until within 3264x2448), uploaded with a progress bar, kept as the
// upload ids the server answered. Hand-written screens use it through the engine's face (`ImageUploader`).

export interface ImageUploaderProps {
  /** upload ids, in the order shown */
  value: string[];
  onChange: (ids: string[]) => void;
  maxCount?: number;
  disabled?: boolean;
  /** data-field of the control, for tests and error placement, and the file input's id (the field's label names it) */
  name?: string;
}

function Thumb({ id, onRemove, disabled }: { id: string; onRemove: () => void; disabled?: boolean }): ReactNode {
  const src = useFileObjectUrl(id);
  return (
    <div className="eng-images__item" data-upload-id={id}>
      {src ? <img src={src} alt="" /> : <span className="eng-images__placeholder" />}
      {!disabled && (
        <button type="button" className="eng-images__remove" aria-label={t('engine.image.remove')} onClick={onRemove}>
          ×
        </button>
      )}
    </div>
  );
}

export default function ImageUploader(p: ImageUploaderProps): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const latest = useRef(p.value);
  latest.current = p.value;
  const max = p.maxCount ?? 9;

  const pick = async (files: FileList | null) => {
    const list = [...(files ?? [])].slice(0, Math.max(0, max - latest.current.length));
    if (!files || files.length === 0) {
      showMessage(t('engine.image.noImage'));
      return;
    }
    for (const file of list) {
      try {
        setProgress(0);
        const dataUrl = await compressImage(file);
        const blob = dataUrlToBlob(dataUrl);
        const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
        const done = await uploadFile(blob, name, setProgress);
        p.onChange([...latest.current, done.id]);
      } catch (err) {
        if (err instanceof ImageError) showMessage(t(`engine.image.${err.reason}`));
        else showMessage(err instanceof UploadError && err.message !== 'network' ? err.message : t('engine.image.uploadFailed'));
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="eng-images" data-field={p.name}>
      <div className="eng-images__grid">
        {p.value.map((id) => (
          <Thumb key={id} id={id} disabled={p.disabled} onRemove={() => p.onChange(latest.current.filter((x) => x !== id))} />
        ))}
        {!p.disabled && p.value.length < max && progress === null && (
          <label className="eng-images__add">
            <span aria-hidden>＋</span>
            <span className="eng-images__hint">{t('engine.image.add')}</span>
            <input ref={input} id={p.name} type="file" accept="image/*" multiple={max - p.value.length > 1} hidden onChange={(e) => void pick(e.target.files)} />
          </label>
        )}
      </div>
      {progress !== null && (
        <div className="eng-images__progress" role="progressbar" aria-valuenow={Math.round(progress * 100)}>
          <ProgressBar percent={Math.round(progress * 100)} text />
        </div>
      )}
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import type { ReactNode } from 'react';
import { showMessage } from '../../../../api/feedback';
import { t } from '../../../texts';
import { compressImage, ImageError } from './compressImage';

// Photos (goods images, invoices): each compressed in the browser (spec §5) and kept in the form as a
// JPEG data URL. An array schema holds several (ui:options.maxCount), a string schema one.

export function ImageWidget(p: WidgetProps): ReactNode {
  const many = p.schema.type === 'array';
  const urls: string[] = many ? ((p.value as string[] | undefined) ?? []) : p.value ? [p.value as string] : [];
  const maxCount = many ? Number(p.options.maxCount ?? p.schema.maxItems ?? 9) : 1;
  const items: ImageUploadItem[] = urls.map((url) => ({ url }));
  const set = (list: string[]) => p.onChange(many ? list : list[0]);
  return (
    <ImageUploader
      value={items}
      maxCount={maxCount}
      disableUpload={p.disabled || p.readonly}
      deletable={!p.disabled && !p.readonly}
      onChange={(next) => set(next.map((i) => i.url))}
      upload={async (file) => {
        try {
          return { url: await compressImage(file) };
        } catch (err) {
          const reason = err instanceof ImageError ? err.reason : 'loadFailed';
          showMessage(t(`engine.image.${reason}`));
          throw err;
        }
      }}
    />
  );
}

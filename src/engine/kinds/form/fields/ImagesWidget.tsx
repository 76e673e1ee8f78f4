import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import ImageUploader from './ImageUploader';

// `"ui:widget": "images"`: an array of upload ids (`POST /common/file/upload`), at most the schema's maxItems.
export function ImagesWidget(p: WidgetProps): ReactNode {
  const ids = Array.isArray(p.value) ? (p.value as string[]) : [];
  return (
    <ImageUploader
      name={p.id}
      value={ids}
      maxCount={Number(p.options.maxCount ?? p.schema.maxItems ?? 9)}
      disabled={p.disabled || p.readonly}
      onChange={(next) => p.onChange(next)}
    />
  );
}

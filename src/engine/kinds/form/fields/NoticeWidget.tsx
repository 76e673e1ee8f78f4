import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

/**
 * `"ui:widget": "notice"`: a value the form carries without asking (from the route query, `load.map`) announced by
 * its `ui:title` as a line of text; nothing shows while the field is empty.
 */
export function NoticeWidget(p: WidgetProps): ReactNode {
  if (p.value === undefined || p.value === null || p.value === '') return null;
  return (
    <p className="eng-form__notice" id={p.id}>
      {p.label}
    </p>
  );
}

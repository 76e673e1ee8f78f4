import type { WidgetProps } from '@rjsf/utils';
import { Selector } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * `"ui:widget": "chips"`: a few options (the schema's enum / oneOf) side by side, one tap to choose, for choices
 * short enough to see all at once (a feedback's category); `ui:options.columns` per row, default 3. On an array of
 * unique enum values (a dock's closed weekdays) each chip toggles its value: none, some or all may be chosen.
 */
export function ChipsWidget(p: WidgetProps): ReactNode {
  const options = p.options.enumOptions ?? [];
  const columns = typeof p.options.columns === 'number' ? p.options.columns : 3;
  const chosen = p.multiple ? (Array.isArray(p.value) ? (p.value as unknown[]) : []) : [p.value];
  const value = options.flatMap((o, i) => (chosen.includes(o.value) ? [String(i)] : []));
  return (
    <Selector
      className="eng-form__chips"
      columns={columns}
      multiple={Boolean(p.multiple)}
      disabled={p.disabled || p.readonly}
      value={value}
      options={options.map((o, i) => ({ value: String(i), label: String(o.label) }))}
      onChange={(v) => {
        // Chosen values keep the schema's order, whatever order they were tapped in.
        if (p.multiple) return p.onChange(options.filter((_o, i) => v.includes(String(i))).map((o) => o.value));
        // A chosen chip stays chosen: a second tap does not leave the field empty.
        if (v.length > 0) p.onChange(options[Number(v[0])]?.value);
      }}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A yes/no field: @rjsf leaves a boolean's label to its widget, so the switch carries its own, beside it. */
export function CheckboxWidget(p: WidgetProps): ReactNode {
  return (
    <div className="eng-form__switch">
      <span className="eng-form__label" id={`${p.id}__label`}>
        {p.label}
      </span>
      <Switch checked={Boolean(p.value)} disabled={p.disabled || p.readonly} onChange={(v) => p.onChange(v)} />
    </div>
  );
}

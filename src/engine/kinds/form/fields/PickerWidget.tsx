import type { WidgetProps } from '@rjsf/utils';
import { Picker } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { t } from '../../../../i18n';

/** A choice among the schema's enum / oneOf options, in a bottom picker (the phone's select). */
export function PickerWidget(p: WidgetProps): ReactNode {
  const [open, setOpen] = useState(false);
  const options = p.options.enumOptions ?? [];
  const columns = [options.map((o, i) => ({ label: String(o.label), value: String(i) }))];
  const index = options.findIndex((o) => o.value === p.value);
  const disabled = p.disabled || p.readonly;
  return (
    <>
      <button type="button" id={p.id} className="eng-form__picker" disabled={disabled} onClick={() => setOpen(true)}>
        {index >= 0 ? String(options[index]!.label) : <span className="eng-form__placeholder">{p.placeholder || t('engine.choose')}</span>}
      </button>
      <Picker
        columns={columns}
        visible={open}
        value={index >= 0 ? [String(index)] : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const i = Number(v[0]);
          p.onChange(Number.isInteger(i) ? options[i]?.value : undefined);
        }}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
    </>
  );
}

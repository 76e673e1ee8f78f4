import type { WidgetProps } from '@rjsf/utils';
import { Suspense, useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import { preloadable } from '../../../../ui/preloadable';
import { usePreloaded } from './usePreloaded';
import { pickerButtons } from './pickerButtons';

const Picker = preloadable(() => import('./popups').then((m) => ({ default: m.Picker })));

const NONE = 'none';

/** A choice among the schema's enum / oneOf options, in a bottom picker (the phone's select). */
export function PickerWidget(p: WidgetProps): ReactNode {
  // null: never opened, so the popup is not drawn (nor its code waited for) until the first tap.
  const [open, setOpen] = useState<boolean | null>(null);
  usePreloaded(Picker);
  // A null among the schema's values is "not chosen yet", not a choice of its own.
  const options = (p.options.enumOptions ?? []).filter((o) => o.value !== null);
  const index = options.findIndex((o) => o.value === p.value);
  // Nothing chosen yet: the wheel starts on "please choose", so 确定 without turning it chooses nothing rather than
  // the first value the user never saw (a 0 % tax rate was approved that way).
  const columns = [[...(index < 0 ? [{ label: p.placeholder || t('engine.choose'), value: NONE }] : []), ...options.map((o, i) => ({ label: String(o.label), value: String(i) }))]];
  const disabled = p.disabled || p.readonly;
  return (
    <>
      <button type="button" id={p.id} className="eng-form__picker" disabled={disabled} onClick={() => setOpen(true)}>
        {index >= 0 ? String(options[index]!.label) : <span className="eng-form__placeholder">{p.placeholder || t('engine.choose')}</span>}
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <Picker.Component
            columns={columns}
            visible={open}
            value={index >= 0 ? [String(index)] : [NONE]}
            onClose={() => setOpen(false)}
            onConfirm={(v) => {
              const i = v[0] === NONE || v[0] === null || v[0] === undefined ? NaN : Number(v[0]);
              p.onChange(Number.isInteger(i) ? options[i]?.value : undefined);
            }}
            {...pickerButtons()}
          />
        </Suspense>
      )}
    </>
  );
}

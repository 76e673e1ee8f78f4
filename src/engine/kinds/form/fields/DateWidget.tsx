import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { t } from '../../../../i18n';
import type { Scope } from '../../../data/template';
import { isoDay } from '../../list/datePresets';
import { resolveDateBound } from '../bounds';

const toDate = (s: string) => new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));

/**
 * A business day ('YYYY-MM-DD') from the phone-style wheel picker. ui:options min/max bound it (bounds.ts:
 * "{{orderDate}}", "today+1y"), so the wheel offers only days the form accepts; without bounds, five years
 * back to two ahead.
 */
export function DateWidget(p: WidgetProps): ReactNode {
  const [open, setOpen] = useState(false);
  const value = typeof p.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.value) ? p.value : undefined;
  const scope = ((p.registry.formContext as { data?: Scope } | undefined)?.data ?? {}) as Scope;
  const now = new Date();
  const min = resolveDateBound(p.options.min, scope);
  const max = resolveDateBound(p.options.max, scope);
  return (
    <>
      <button type="button" id={p.id} className="eng-form__picker" disabled={p.disabled || p.readonly} onClick={() => setOpen(true)}>
        {value ?? <span className="eng-form__placeholder">{p.placeholder || t('engine.choose')}</span>}
      </button>
      <DatePicker
        visible={open}
        value={value ? toDate(value) : undefined}
        min={min ? toDate(min) : new Date(now.getFullYear() - 5, 0, 1)}
        max={max ? toDate(max) : new Date(now.getFullYear() + 2, 11, 31)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => p.onChange(isoDay(d))}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
    </>
  );
}

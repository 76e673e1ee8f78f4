import type { WidgetProps } from '@rjsf/utils';
import { Suspense, useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import type { Scope } from '../../../../../common/page/template';
import { isoDay } from '../../../../../common/filters/datePresets';
import { resolveDateBound } from '../bounds';
import { preloadable } from '../../../../ui/preloadable';
import { usePreloaded } from './usePreloaded';
import { pickerButtons } from './pickerButtons';

const DatePicker = preloadable(() => import('./popups').then((m) => ({ default: m.DatePicker })));

const toDate = (s: string) => new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));

/**
 * A business day ('YYYY-MM-DD') from the phone-style wheel picker. ui:options min/max bound it (bounds.ts:
 * "{{orderDate}}", "today+1y"), so the wheel offers only days the form accepts; without bounds, five years
 * back to two ahead.
 */
export function DateWidget(p: WidgetProps): ReactNode {
  // null: never opened, so the wheel is not drawn (nor its code waited for) until the first tap.
  const [open, setOpen] = useState<boolean | null>(null);
  usePreloaded(DatePicker);
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
      {open !== null && (
        <Suspense fallback={null}>
          <DatePicker.Component
            visible={open}
            value={value ? toDate(value) : undefined}
            min={min ? toDate(min) : new Date(now.getFullYear() - 5, 0, 1)}
            max={max ? toDate(max) : new Date(now.getFullYear() + 2, 11, 31)}
            onClose={() => setOpen(false)}
            onConfirm={(d) => p.onChange(isoDay(d))}
            {...pickerButtons()}
          />
        </Suspense>
      )}
    </>
  );
}

import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { calendarSpan, DATE_PRESETS, isoDay, isPresetRange, presetRange, type DateRange } from '../../../../../common/filters/datePresets';
import { useEngine } from '../../../ui/useEngine';
import { CalendarSheet } from './CalendarSheet';

/**
 * Quick periods (today … this year) and a calendar for any other range, from two years back up to today. Every preset
 * that is the chosen days today is lit (on the 7th, this month and the last 7 days are the same days).
 */
export function DateRangePanel({ value, required, onChange }: { value: DateRange | undefined; required?: boolean; onChange: (v: DateRange | undefined) => void }): ReactNode {
  const { t } = useEngine();
  const [calendar, setCalendar] = useState(false);
  const lit = DATE_PRESETS.filter((p) => value && isPresetRange(p, value));
  const isPreset = lit.length > 0;
  const toDate = (s: string) => new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  const span = calendarSpan();
  return (
    <div className="eng-panel">
      <div className="eng-presets">
        {!required && (
          <Button size="small" color={value ? 'default' : 'primary'} fill="outline" onClick={() => onChange(undefined)}>
            {t('engine.all')}
          </Button>
        )}
        {DATE_PRESETS.map((p) => (
          <Button key={p} size="small" color={lit.includes(p) ? 'primary' : 'default'} fill="outline" onClick={() => onChange(presetRange(p))}>
            {t(`engine.${p}`)}
          </Button>
        ))}
        <Button size="small" color={value && !isPreset ? 'primary' : 'default'} fill="outline" onClick={() => setCalendar(true)}>
          {value && !isPreset ? `${value[0]} ~ ${value[1]}${value[2] ? ` ${value[2]}` : ''}` : t('engine.custom')}
        </Button>
      </div>
      <CalendarSheet
        visible={calendar}
        min={span.min}
        max={span.max}
        value={value ? [toDate(value[0]), toDate(value[1])] : null}
        onClose={() => setCalendar(false)}
        onConfirm={(v) => {
          setCalendar(false);
          if (v) onChange([isoDay(v[0]), isoDay(v[1])]);
        }}
      />
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { fillTemplate } from '../../../../../common/page/template';
import type { Api } from '../../../../../common/page/schemaTypes';
import { callApi } from '../../../data/api';
import { useApi } from '../../../data/useApi';
import { getLang } from '../../../../i18n';
import { slotWords } from './slotWords';
import { slotNote } from './slotNote';
import './slotPicker.css';
import { daysOfSlots, slotLabel, slotTime, type FreeSlot } from './slotDays';

/**
 * `"ui:widget": "slot"`: a time slot chosen from the free room of the coming days (a dock's delivery slots).
 * `ui:options.api` answers `{ rows: [{ slotStart, slotEnd, day, casesFree, palletsFree, bookable }] }`; its params
 * are templates over the form (the branch, the volume to fit), asked again when they change. The days are tabs,
 * a day's slots chips with their free room; a slot without room or past its cut-off cannot be chosen. The value
 * is the slot's `slotStart` as the server sent it.
 */
export function SlotPicker(p: WidgetProps): ReactNode {
  const api = p.options.api as Api;
  const form = ((p.registry.formContext as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
  const paramsKey = JSON.stringify(Object.values(api.params ?? {}).map((v) => (typeof v === 'string' ? fillTemplate(v, form) : v)));
  const loaded = useApi<{ rows: FreeSlot[] }>((signal) => callApi(api, { scope: form, signal, silent: true }), `${api.url} ${paramsKey}`);
  const lang = getLang();
  const w = slotWords(lang);
  const days = daysOfSlots(loaded.data?.rows ?? [], lang);
  const chosenDay = days.find((d) => d.slots.some((s) => s.slotStart === p.value))?.day;
  const [openDay, setOpenDay] = useState<string | undefined>(undefined);
  // The slot booked when the form opened (moving a booking): said above the days, which may no longer hold it.
  const [booked] = useState(() => (typeof p.value === 'string' && p.value ? { start: p.value, end: typeof form.slotEnd === 'string' && form.slotEnd ? form.slotEnd : undefined } : null));
  const bookedLine = booked && <p className="eng-slot__booked">{w.booked(slotLabel(booked.start, booked.end, lang))}</p>;
  const day = days.find((d) => d.day === (openDay ?? chosenDay)) ?? days.find((d) => d.bookable > 0) ?? days[0];
  if (loaded.error) return <p className="eng-slot__empty">{w.failed}</p>;
  if (!loaded.data) return <p className="eng-slot__empty">{w.loading}</p>;
  if (!day) return <>{bookedLine}<p className="eng-slot__empty">{w.none}</p></>;
  return (
    <div className="eng-slot" id={p.id}>
      {bookedLine}
      <div className="eng-slot__days" role="tablist">
        {days.map((d) => (
          <button
            key={d.day}
            type="button"
            role="tab"
            aria-selected={d.day === day.day}
            className={`eng-slot__day${d.day === day.day ? ' eng-slot__day--on' : ''}`}
            data-day={d.day}
            onClick={() => setOpenDay(d.day)}
          >
            <span>{d.label}</span>
            <small>{d.bookable ? w.freeCount(d.bookable) : w.full}</small>
          </button>
        ))}
      </div>
      <div className="eng-slot__slots">
        {day.slots.map((s) => (
          <button
            key={s.slotStart}
            type="button"
            className={`eng-slot__slot${s.slotStart === p.value ? ' eng-slot__slot--on' : ''}`}
            disabled={!s.bookable || p.disabled || p.readonly}
            data-slot={s.slotStart}
            aria-pressed={s.slotStart === p.value}
            onClick={() => p.onChange(s.slotStart)}
          >
            <span>{slotTime(s.slotStart)}–{slotTime(s.slotEnd)}</span>
            <small>{slotNote(s, w)}</small>
          </button>
        ))}
      </div>
    </div>
  );
}

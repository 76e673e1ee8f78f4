import { Button, CalendarPickerView, type CalendarPickerViewRef } from 'antd-mobile';
// The calendar scrolls to the chosen month only when its context says it is visible (antd-mobile's own picker
// provides it from its popup): this sheet provides it the same way.
import { Context as CalendarVisible } from 'antd-mobile/es/components/calendar-picker-view/calendar-picker-view';
import { useRef, type ReactNode } from 'react';
import { useEngine } from '../../../ui/useEngine';
import { Sheet } from '../../../widgets/Sheet';

// A date range picked on antd-mobile's calendar, in a sheet of our own (its Popup would bring react-spring and
// @use-gesture): a close button, the months, and 确定 at the foot.

export function CalendarSheet({ visible, min, max, value, onClose, onConfirm }: {
  visible: boolean;
  min: Date;
  max: Date;
  value: [Date, Date] | null;
  onClose: () => void;
  onConfirm: (v: [Date, Date] | null) => void;
}): ReactNode {
  const { t } = useEngine();
  const calendar = useRef<CalendarPickerViewRef>(null);
  return (
    <Sheet visible={visible} onClose={onClose} label={t('engine.custom')} className="eng-calendar">
      <button type="button" className="eng-calendar__close" onClick={onClose} aria-label={t('common.cancel')}>
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path d="M2 2l14 14M16 2L2 16" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
      </button>
      <CalendarVisible.Provider value={{ visible }}>
        <CalendarPickerView ref={calendar} selectionMode="range" min={min} max={max} defaultValue={value} />
      </CalendarVisible.Provider>
      <div className="eng-calendar__foot">
        <Button block color="primary" onClick={() => onConfirm(calendar.current?.getDateRange() ?? null)}>
          {t('common.confirm')}
        </Button>
      </div>
    </Sheet>
  );
}

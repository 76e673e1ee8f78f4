import { Button, Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useEngine } from '../../../ui/useEngine';
import type { NumberRange } from '../../../../../common/filters/filterParams';

const NUMBER = /^-?\d*(\.\d*)?$/;

/** Two bounds, each optional; kept as text so decimals are sent exactly as typed. */
export function NumberRangePanel({ value, onChange }: { value: NumberRange | undefined; onChange: (v: NumberRange | undefined) => void }): ReactNode {
  const { t } = useEngine();
  const [min, setMin] = useState(value?.min ?? '');
  const [max, setMax] = useState(value?.max ?? '');
  return (
    <div className="eng-panel">
      <div className="eng-range">
        <Input inputMode="decimal" placeholder={t('engine.min')} value={min} onChange={(v) => NUMBER.test(v) && setMin(v)} clearable />
        <span>~</span>
        <Input inputMode="decimal" placeholder={t('engine.max')} value={max} onChange={(v) => NUMBER.test(v) && setMax(v)} clearable />
      </div>
      <div className="eng-panel__buttons">
        <Button size="small" onClick={() => onChange(undefined)}>
          {t('engine.reset')}
        </Button>
        <Button size="small" color="primary" onClick={() => onChange(min || max ? { min: min || undefined, max: max || undefined } : undefined)}>
          {t('common.confirm')}
        </Button>
      </div>
    </div>
  );
}

import { Button, Checkbox } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import type { Column } from '../../../../common/page/schemaTypes';
import { useEngine } from '../../ui/useEngine';
import { Sheet } from '../../widgets/Sheet';
import { arrangeable, defaultSettings, type ColumnSettings, type TableLayout } from './columnSettings';

/** Bottom sheet where the user ticks the fields a card shows and moves them up or down (its own chunk: opened on demand). */
export default function ColumnSettingsPanel({ visible, columns, layout, onClose, onSave }: {
  visible: boolean;
  columns: Column[];
  layout: TableLayout;
  onClose: () => void;
  onSave: (s: ColumnSettings) => void;
}): ReactNode {
  const { text, t } = useEngine();
  const movable = arrangeable(columns);
  const fromLayout = (): { order: string[]; hidden: Set<string> } => ({
    order: layout.order.filter((f) => movable.some((c) => c.field === f)),
    hidden: new Set(movable.filter((c) => layout.visibility[c.field] === false).map((c) => c.field)),
  });
  const [draft, setDraft] = useState(fromLayout);
  // Re-read the layout whenever the sheet opens, so a cancelled edit does not linger.
  useEffect(() => {
    if (visible) setDraft(fromLayout());
  }, [visible]);

  const move = (i: number, by: number) =>
    setDraft((d) => {
      const order = [...d.order];
      const [f] = order.splice(i, 1);
      order.splice(Math.max(0, Math.min(order.length, i + by)), 0, f!);
      return { ...d, order };
    });
  const toggle = (field: string, on: boolean) =>
    setDraft((d) => {
      const hidden = new Set(d.hidden);
      if (on) hidden.delete(field);
      else hidden.add(field);
      return { ...d, hidden };
    });
  const byField = new Map(columns.map((c) => [c.field, c]));
  const fixed = columns.filter((c) => !movable.includes(c)).map((c) => c.field);

  return (
    <Sheet visible={visible} onClose={onClose} label={t('engine.columns')} className="eng-colset">
      <header className="eng-colset__head">
        <strong>{t('engine.columns')}</strong>
        <span className="eng-colset__hint">{t('engine.columnsHint')}</span>
      </header>
      <ul className="eng-colset__list">
        {draft.order.map((field, i) => (
          <li key={field}>
            <Checkbox checked={!draft.hidden.has(field)} onChange={(on) => toggle(field, on)}>
              {text(byField.get(field)?.label)}
            </Checkbox>
            <span className="eng-colset__moves">
              <Button size="mini" fill="none" disabled={i === 0} onClick={() => move(i, -1)} aria-label="up">
                ↑
              </Button>
              <Button size="mini" fill="none" disabled={i === draft.order.length - 1} onClick={() => move(i, 1)} aria-label="down">
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <footer className="eng-colset__buttons">
        <Button onClick={() => onSave(defaultSettings(columns))}>{t('engine.restoreDefault')}</Button>
        <Button color="primary" onClick={() => onSave({ hidden: [...draft.hidden], order: [...fixed, ...draft.order] })}>
          {t('engine.save')}
        </Button>
      </footer>
    </Sheet>
  );
}

import { useState, type ReactNode } from 'react';
import type { PageKind } from '../../../common/page/schemaTypes';
import { SIDES, slugOf, TEMPLATES, type Side } from './templates';
import { useStudioText, type StudioTextKey } from './studioText';

// A new page from a template of each kind, for the suppliers' app or the merchant's: its side, its kind and its names
// (the menu entry's, Chinese and English).

export function NewPagePanel({ onCreate, busy }: { onCreate: (side: Side, kind: PageKind, name: { zh: string; en: string }, slug: string) => void; busy: boolean }): ReactNode {
  const tx = useStudioText();
  const [side, setSide] = useState<Side>('supplier');
  const [kind, setKind] = useState<PageKind>('report');
  const [zh, setZh] = useState('');
  const [en, setEn] = useState('');
  const slug = slugOf(en) || (zh ? `${kind}-${Date.now().toString(36)}` : '');
  return (
    <form
      className="studio-new"
      onSubmit={(e) => {
        e.preventDefault();
        if (zh && slug) onCreate(side, kind, { zh, en }, slug);
      }}
    >
      <div className="studio-new__kinds" role="radiogroup" aria-label={tx('side')}>
        {(Object.keys(SIDES) as Side[]).map((s) => (
          <button key={s} type="button" role="radio" aria-checked={side === s} className={`studio-chip${side === s ? ' studio-chip--on' : ''}`} onClick={() => setSide(s)}>
            {tx(`side_${s}`)}
          </button>
        ))}
      </div>
      <div className="studio-new__kinds" role="radiogroup" aria-label={tx('newPage')}>
        {TEMPLATES.filter((t) => t.side === side).map((t) => (
          <button key={t.kind} type="button" role="radio" aria-checked={kind === t.kind} className={`studio-chip${kind === t.kind ? ' studio-chip--on' : ''}`} onClick={() => setKind(t.kind)}>
            {tx(`kind_${t.kind}` as StudioTextKey)}
          </button>
        ))}
      </div>
      <label className="studio-field">
        <span>{tx('nameZh')}</span>
        <input className="studio-input" name="nameZh" value={zh} onChange={(e) => setZh(e.target.value)} required maxLength={20} />
      </label>
      <label className="studio-field">
        <span>{tx('nameEn')}</span>
        <input className="studio-input" name="nameEn" value={en} onChange={(e) => setEn(e.target.value)} maxLength={40} />
      </label>
      <p className="studio-new__path">{slug ? `${SIDES[side].dir}/${slug}.${kind}.json` : ''}</p>
      <button type="submit" className="studio-btn studio-btn--primary" disabled={busy || !zh}>
        {tx('create')}
      </button>
    </form>
  );
}

import type { ReactNode } from 'react';
import { evaluate } from '../../data/condition';
import { getPath } from '../../data/template';
import type { Section } from '../../schemaTypes';
import { FieldValue } from '../../ui/FieldValue';
import { useEngine } from '../../ui/useEngine';

/** Header sections of a document: titled groups of label/value lines. */
export function Sections({ sections, record }: { sections: Section[]; record: Record<string, unknown> }): ReactNode {
  const { text } = useEngine();
  return (
    <>
      {sections
        .filter((s) => evaluate(s.visibleWhen, record))
        .map((s, i) => (
          <section key={i} className="eng-section">
            {s.title && <h3 className="eng-section__title">{text(s.title)}</h3>}
            <dl className="eng-section__fields">
              {s.fields
                .filter((f) => evaluate(f.visibleWhen, record))
                .map((f) => (
                  <div key={f.field} className={f.wide ? 'eng-section__field eng-section__field--wide' : 'eng-section__field'}>
                    <dt>{text(f.label)}</dt>
                    <dd>
                      <FieldValue value={getPath(record, f.field)} format={f.format} />
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
    </>
  );
}

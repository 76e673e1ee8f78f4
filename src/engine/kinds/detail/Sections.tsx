import type { ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { mayOpen } from '../../../navigation/routeTable';
import { linkQuery } from '../../actions/runAction';
import { evaluate } from '../../../../common/page/condition';
import { getPath } from '../../../../common/page/template';
import { isEmpty } from '../../../../common/format/format';
import type { Section, SectionField } from '../../../../common/page/schemaTypes';
import { FieldValue } from '../../ui/FieldValue';
import { useEngine } from '../../ui/useEngine';
import { Mark } from '../../ui/Mark';
import { Thumbnails } from './Thumbnails';
import { VideoPlayer } from './VideoPlayer';

/** A field's value; with `to`, a link to that route (the receipt's order number opens the order) once it has a value. */
function Value({ field, record }: { field: SectionField; record: Record<string, unknown> }): ReactNode {
  const value = getPath(record, field.field);
  if (field.widget === 'images') return <Thumbnails value={value} />;
  const shown = (
    <>
      <FieldValue value={value} format={field.format} />
      <Mark mark={field.mark} record={record} />
    </>
  );
  if (!field.to || isEmpty(value) || !mayOpen(field.to)) return shown;
  const query = linkQuery(field.query, record);
  if (Object.values(query).some((v) => v === '')) return shown;
  const to = field.to;
  return (
    <button type="button" role="link" className="eng-link" onClick={() => navigateTo(to, query)}>
      {shown}
    </button>
  );
}

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
            {s.video && !isEmpty(getPath(record, s.video.field)) && <VideoPlayer src={String(getPath(record, s.video.field))} title={text(s.title)} />}
            <dl className="eng-section__fields">
              {s.fields
                .filter((f) => evaluate(f.visibleWhen, record))
                .map((f) => (
                  <div key={f.field} className={f.wide ? 'eng-section__field eng-section__field--wide' : 'eng-section__field'}>
                    <dt>{text(f.label)}</dt>
                    <dd>
                      <Value field={f} record={record} />
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { evaluate } from '../../../common/page/condition';
import type { Mark as MarkSpec } from '../../../common/page/schemaTypes';
import { StatusTag } from './FieldValue';
import { useEngine } from './useEngine';

/** A field's `mark`: a coloured tag beside the value while its condition holds on the record (e.g. overdue). */
export function Mark({ mark, record }: { mark?: MarkSpec; record: unknown }): ReactNode {
  const { text } = useEngine();
  if (!mark || !evaluate(mark.when, record)) return null;
  return (
    <span className="eng-mark" data-mark>
      <StatusTag color={mark.color ?? 'danger'} label={text(mark.label)} />
    </span>
  );
}

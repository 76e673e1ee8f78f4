import { useMemo, type ReactNode } from 'react';
import { useLang } from '../../../i18n';
import { localText, type PrintTemplate } from '../../../../common/print/template';
import { printTemplate } from '../templates';
import { PrintPanel, type PrintDocument } from './PrintPanel';

// "Print" on a document screen: the templates its page schema names (print action's `templates`), filled with
// the document the screen shows; a page that names none prints its own fields through `fallback`.

export default function DocumentPrint({
  templateIds,
  record,
  fallback,
}: {
  templateIds?: readonly string[];
  record: Record<string, unknown>;
  fallback: { template: PrintTemplate; data: Record<string, unknown> };
}): ReactNode {
  const lang = useLang();
  const documents = useMemo((): PrintDocument[] => {
    const named = (templateIds ?? []).map((id) => printTemplate(id)).filter((t): t is PrintTemplate => !!t);
    if (!named.length) return [{ id: fallback.template.id, title: localText(fallback.template.title, lang), template: fallback.template, data: fallback.data }];
    return named.map((t) => ({ id: t.id, title: localText(t.title, lang), template: t, data: record }));
  }, [templateIds, record, fallback, lang]);
  return <PrintPanel documents={documents} />;
}

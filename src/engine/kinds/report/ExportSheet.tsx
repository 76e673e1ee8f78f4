import type { ReactNode } from 'react';
import { isApiError } from '../../../api/client';
import { showMessage } from '../../../api/feedback';
import type { Column, ReportPage } from '../../../../common/page/schemaTypes';
import { ChoiceSheet } from '../../ui/ChoiceSheet';
import { useEngine } from '../../ui/useEngine';
import { runExport } from './runExport';

/** The export's choice of CSV or Excel, and the export itself: every row of the current filter, then a message. */
export function ExportSheet({ page, columns, params, visible, onClose, onBusy }: {
  page: ReportPage;
  /** the columns as the screen names them */
  columns: Column[];
  params: Record<string, unknown> | null;
  visible: boolean;
  onClose: () => void;
  /** told while the rows are fetched and the file written (the button shows it) */
  onBusy: (busy: boolean) => void;
}): ReactNode {
  const { t, ctx } = useEngine();
  const go = async (format: 'csv' | 'xlsx') => {
    if (!params) return;
    onBusy(true);
    try {
      const r = await runExport(page, columns, params, format, ctx);
      if (r.count === 0) showMessage(t('engine.exportNone'));
      else if (r.truncated) showMessage(t('engine.exportTruncated', { n: r.count }));
      else showMessage(t('engine.exported', { n: r.count }));
    } catch (err) {
      // A refused or failed call was already reported by the client; anything else (the file writer) is said here.
      if (!isApiError(err)) showMessage(t('engine.exportFailed'));
    } finally {
      onBusy(false);
    }
  };
  return (
    <ChoiceSheet
      visible={visible}
      onClose={onClose}
      choices={(page.export?.formats ?? []).map((f) => ({ key: f, text: f === 'csv' ? 'CSV' : 'Excel (XLSX)', onChoose: () => void go(f) }))}
    />
  );
}

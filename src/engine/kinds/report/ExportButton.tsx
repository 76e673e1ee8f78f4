import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/client';
import { showMessage } from '../../../api/feedback';
import type { ReportPage } from '../../../../common/page/schemaTypes';
import { ChoiceSheet } from '../../ui/ChoiceSheet';
import { useEngine } from '../../ui/useEngine';
import { runExport } from './runExport';

/** "导出" → CSV or Excel of every row of the current filter; a message says what was written (or why not). */
export function ExportButton({ page, params }: { page: ReportPage; params: Record<string, unknown> | null }): ReactNode {
  const { t, ctx } = useEngine();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const formats = page.export?.formats ?? [];
  const go = async (format: 'csv' | 'xlsx') => {
    if (!params) return;
    setBusy(true);
    try {
      const r = await runExport(page, params, format, ctx);
      if (r.count === 0) showMessage(t('engine.exportNone'));
      else if (r.truncated) showMessage(t('engine.exportTruncated', { n: r.count }));
      else showMessage(t('engine.exported', { n: r.count }));
    } catch (err) {
      // A refused or failed call was already reported by the client; anything else (the file writer) is said here.
      if (!isApiError(err)) showMessage(t('engine.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button className="eng-tool" size="small" fill="none" loading={busy} disabled={!params} onClick={() => setOpen(true)} data-testid="export">
        {t('engine.export')}
      </Button>
      <ChoiceSheet
        visible={open}
        onClose={() => setOpen(false)}
        choices={formats.map((f) => ({ key: f, text: f === 'csv' ? 'CSV' : 'Excel (XLSX)', onChoose: () => void go(f) }))}
      />
    </>
  );
}

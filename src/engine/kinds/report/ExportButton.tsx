import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { showMessage } from '../../../api/feedback';
import type { ReportPage } from '../../../../common/page/schemaTypes';
import { preloadable } from '../../../ui/preloadable';
import { useEngine } from '../../ui/useEngine';
import { columnsFor } from '../list/columnLabels';

// The sheet and the export's code (the table writer, the choice sheet) come at the first tap, not in the report's
// first round: most visits never export. The service worker holds them, so on a phone that has opened the app
// before the tap is answered at once.
const exportSheet = preloadable(() => import('./ExportSheet').then((m) => ({ default: m.ExportSheet })));

/** "导出" → CSV or Excel of every row of the current filter; a message says what was written (or why not). */
export function ExportButton({ page, params }: { page: ReportPage; params: Record<string, unknown> | null }): ReactNode {
  const { t } = useEngine();
  // the sheet is drawn from its first opening on, so that it can close with its animation
  const [drawn, setDrawn] = useState(false);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const choose = () => {
    setLoading(true);
    exportSheet.preload().then(
      () => {
        setDrawn(true);
        setOpen(true);
      },
      () => showMessage(t('engine.exportFailed')),
    ).finally(() => setLoading(false));
  };
  return (
    <>
      <Button className="eng-tool" size="small" fill="none" loading={busy || loading} disabled={!params} onClick={choose} data-testid="export">
        {t('engine.export')}
      </Button>
      {drawn && <exportSheet.Component page={page} columns={columnsFor(page.columns, params ?? {})} params={params} visible={open} onClose={() => setOpen(false)} onBusy={setBusy} />}
    </>
  );
}

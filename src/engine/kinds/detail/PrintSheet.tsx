import { Button } from 'antd-mobile';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { DetailPage } from '../../../../common/page/schemaTypes';
import { LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { Sheet } from '../../widgets/Sheet';
import { pagePrintTemplate } from './pagePrintTemplate';

// 打印 on a document: the print pipeline (src/devices/print, its own lazy chunk, loaded when the sheet first
// opens) with the templates the page's print action names — preview, Bluetooth/serial/USB printer, progress,
// system print and image sharing where no printer can be reached.

const DocumentPrint = lazy(() => import('../../../devices/print/ui/DocumentPrint'));

export function PrintSheet({ page, record, visible, onClose }: {
  page: DetailPage;
  record: Record<string, unknown>;
  visible: boolean;
  onClose: () => void;
}): ReactNode {
  const { t, text, fmt } = useEngine();
  const templates = page.actions?.find((a) => a.type === 'print')?.templates;
  const fallback = useMemo(() => pagePrintTemplate(page, record, text, fmt), [page, record, text, fmt]);
  return (
    <Sheet visible={visible} onClose={onClose} label={t('engine.printPreview')} className="eng-print-sheet">
      <header className="eng-print-sheet__head">
        <strong>{t('engine.printPreview')}</strong>
      </header>
      {visible && (
        <div className="eng-print-sheet__paper">
          <Suspense fallback={<LoadingView />}>
            <DocumentPrint templateIds={templates} record={record} fallback={fallback} />
          </Suspense>
        </div>
      )}
      <footer className="eng-print-sheet__buttons">
        <Button onClick={onClose}>{t('engine.printClose')}</Button>
      </footer>
    </Sheet>
  );
}

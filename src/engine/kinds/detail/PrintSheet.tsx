import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { DetailPage } from '../../schemaTypes';
import { useEngine } from '../../ui/useEngine';
import { PrintReceipt } from './PrintReceipt';

// 打印 on a document: until the printing module brings Bluetooth receipt printers, the button shows the
// receipt it would print and offers the browser's own print of that layout (PrintReceipt, 58 mm), saying
// plainly that Bluetooth printing comes later. Never a button that silently does nothing.

export function PrintSheet({ page, record, visible, onClose }: {
  page: DetailPage;
  record: Record<string, unknown>;
  visible: boolean;
  onClose: () => void;
}): ReactNode {
  const { t } = useEngine();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="eng-print-sheet" destroyOnClose>
      <header className="eng-print-sheet__head">
        <strong>{t('engine.printPreview')}</strong>
        <p className="eng-print-sheet__note" role="note">
          {t('engine.printBluetoothLater')}
        </p>
      </header>
      <div className="eng-print-sheet__paper">
        <PrintReceipt page={page} record={record} preview />
      </div>
      <footer className="eng-print-sheet__buttons">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="primary" data-action="browserPrint" onClick={() => window.print()}>
          {t('engine.printWithBrowser')}
        </Button>
      </footer>
    </Popup>
  );
}

import { Button, List, Selector, Switch } from 'antd-mobile';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { PrintError, toPrintError } from '../../devices/print/errors';
import { choosePrinter, forgetPrinter } from '../../devices/print/printer';
import { usePrinterStore, type ProtocolChoice } from '../../devices/print/store';
import { printTemplate } from '../../devices/print/templates';
import { errorText, usePrintText } from '../../devices/print/texts';
import { detectCapabilities } from '../../devices/print/transport/capabilities';
import { CHUNK_CHOICES } from '../../devices/print/transport/profiles';
import type { TransportKind } from '../../devices/print/transport/types';
import { usePrinterName } from '../../devices/print/ui/usePrinterName';
import { localText } from '../../../common/print/template';
import type { PageProps } from '../../router/pageTypes';
import { usePainted } from '../../ui/afterPaint';
import '../../devices/print/ui/printMessages.css';
import './printPage.css';

// The test page's panel (the print job, its preview and the encoders) is asked for once the settings' first frame is
// painted: asked for during that frame's render, its chunk would hold back the screen's first paint (and its LCP).
const PANEL_SLOT = <div className="print-page__panel-slot" />;
const PrintPanel = lazy(() => import('../../devices/print/ui/PrintPanel').then((m) => ({ default: m.PrintPanel })));

// 蓝牙打印 (spec /packagesSub/bluetoothPrint/index): what this phone can print with and why not, the printer
// (search and pick, remembered, recently used), paper width, packet size, commands, cutter, and a test page
// with its preview — the same print path every document's 打印 takes.

export default function BluetoothPrintPage(_props: PageProps): ReactNode {
  const { lang, pt } = usePrintText();
  const caps = useMemo(() => detectCapabilities(), []);
  const s = usePrinterStore();
  const printer = usePrinterName();
  const [error, setError] = useState<PrintError | null>(null);
  const [busy, setBusy] = useState(false);
  const testPage = printTemplate('test-page');
  const painted = usePainted();

  const choose = async (kind: TransportKind, namePrefix?: string): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await choosePrinter(kind, namePrefix);
    } catch (err) {
      setError(toPrintError(err));
    } finally {
      setBusy(false);
    }
  };

  const extra = useMemo(
    () => ({
      printerName: printer.name || '-',
      paper: s.paper,
      chunkSize: s.chunkSize,
      ruler: '1234567890'.repeat(5).slice(0, s.paper === 80 ? 48 : 32),
      qr: `${location.origin}/`,
    }),
    [printer.name, s.paper, s.chunkSize],
  );

  return (
    <div className="print-page">
      <section className="print-page__card" data-capabilities={JSON.stringify(caps)}>
        {caps.bluetooth ? (
          <p className="print-page__ok">{pt('support.ble')}</p>
        ) : (
          <p className="print-panel__note" role="note">
            {pt('support.none')}{pt(`support.why.${caps.why ?? 'other'}`)}
          </p>
        )}
        {caps.serial && <p className="print-page__ok">{pt('support.serial')}</p>}
        {caps.usb && <p className="print-page__ok">{pt('support.usb')}</p>}
        <p className="print-page__hint">{pt('support.fallback')}</p>
      </section>

      <List header={pt('printer')} className="print-page__list">
        <List.Item
          description={printer.name ? (printer.connected ? pt('connected') : pt('notConnected')) : undefined}
          extra={printer.connected ? <span className="print-page__dot" aria-hidden="true" /> : undefined}
        >
          <span data-printer-name>{printer.name || pt('noPrinter')}</span>
        </List.Item>
        {s.bluetoothList.length > 0 && (
          <List.Item title={pt('recent')}>
            {s.bluetoothList.map((k) => (
              <div key={k.deviceId} className="print-page__recent">
                <button type="button" className="print-page__recent-name" disabled={busy || !caps.bluetooth || k.transport !== 'ble'} onClick={() => void choose('ble', k.name)}>
                  {k.name}
                </button>
                <Button size="mini" fill="none" onClick={() => forgetPrinter(k.deviceId)}>
                  {pt('forget')}
                </Button>
              </div>
            ))}
          </List.Item>
        )}
      </List>
      <div className="print-panel__buttons print-page__choose">
        {caps.bluetooth && (
          <Button color="primary" loading={busy} data-action="choose-printer" onClick={() => void choose('ble')}>
            {pt('choose')}
          </Button>
        )}
        {caps.serial && (
          <Button disabled={busy} onClick={() => void choose('serial')}>
            {pt('chooseSerial')}
          </Button>
        )}
        {caps.usb && (
          <Button disabled={busy} onClick={() => void choose('usb')}>
            {pt('chooseUsb')}
          </Button>
        )}
      </div>
      {error && (
        <p className={error.code === 'CANCELLED' ? 'print-page__hint' : 'print-panel__error'} role="alert" data-error={error.code}>
          {errorText(lang, error.code, error.sentPercent ?? 0)}
        </p>
      )}

      <List header={pt('paper')} className="print-page__list">
        <List.Item>
          <Selector
            options={[
              { label: '58 mm', value: 58 },
              { label: '80 mm', value: 80 },
            ]}
            value={[s.paper]}
            onChange={(v) => v[0] && s.set({ paper: v[0] })}
          />
        </List.Item>
        <List.Item title={pt('chunk')} description={pt('chunkHint')}>
          <Selector data-setting="chunk" options={CHUNK_CHOICES.map((n) => ({ label: `${n}`, value: n }))} value={[s.chunkSize]} onChange={(v) => v[0] && s.set({ chunkSize: v[0] })} />
        </List.Item>
        <List.Item title={pt('protocol')}>
          <Selector<ProtocolChoice>
            options={(['auto', 'escpos', 'tspl'] as const).map((p) => ({ label: pt(`protocol.${p}`), value: p }))}
            value={[s.protocol]}
            onChange={(v) => v[0] && s.set({ protocol: v[0] })}
          />
        </List.Item>
        <List.Item extra={<Switch checked={s.cutter} onChange={(cutter) => s.set({ cutter })} />}>{pt('cutter')}</List.Item>
      </List>

      {testPage && (
        <section className="print-page__card">
          <h3 className="print-page__title">{pt('testPage')}</h3>
          <Suspense fallback={PANEL_SLOT}>
            {painted ? (
              <PrintPanel documents={[{ id: testPage.id, title: localText(testPage.title, lang), template: testPage, data: {} }]} extra={extra} previewWhenNear />
            ) : (
              PANEL_SLOT
            )}
          </Suspense>
        </section>
      )}
    </div>
  );
}

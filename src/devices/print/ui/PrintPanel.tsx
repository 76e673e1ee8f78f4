import { Button, ProgressBar, Selector } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSessionStore } from '../../../stores/session';
import { PrintError, toPrintError } from '../errors';
import type { Block } from '../../../../common/print/blocks';
import { buildJob, previewJob, type JobSettings } from '../job';
import { currentPrinter, printerForJob, protocolFor, sendToPrinter } from '../printer';
import type { JobHandle, JobProgress } from '../queue';
import { usePrinterStore } from '../store';
import type { ImageBlock } from '../../../../common/print/blocks';
import { imageFromUrl } from '../raster';
import { imageSources, renderTemplate, type PrintTemplate } from '../../../../common/print/template';
import { detectCapabilities } from '../transport/capabilities';
import type { Protocol } from '../transport/profiles';
import { errorText, usePrintText } from '../texts';
import { WhenNear } from '../../../ui/WhenNear';
import { ReceiptPreview } from './ReceiptPreview';
import { usePrinterName } from './usePrinterName';
import { receiptPng, shareReceipt, systemPrint } from './receiptImage';
import './printMessages.css';

// Print one document: pick which printout (order, delivery note, labels…), the printer and the buttons within
// thumb's reach, then the preview drawn from the same lines the printer gets; print on the remembered printer (the chooser when there is none), follow the
// progress, cancel, reprint the whole document after a failure. Phones without a way to the printer get the
// system print dialog and the receipt as an image, and are told why.

export interface PrintDocument {
  id: string;
  title: string;
  template: PrintTemplate;
  data: Record<string, unknown>;
}

type Phase = { kind: 'idle' } | { kind: 'sending'; progress: JobProgress | null } | { kind: 'done' } | { kind: 'failed'; error: PrintError };

export function PrintPanel({ documents, extra, previewWhenNear }: {
  documents: readonly PrintDocument[];
  extra?: Record<string, unknown>;
  /** the panel sits low on a screen (the printer settings' test page): its preview is drawn once scrolled near */
  previewWhenNear?: boolean;
}): ReactNode {
  const { lang, pt } = usePrintText();
  const settings = usePrinterStore();
  const supplier = useSessionStore((s) => s.supplierInfo);
  const userName = useSessionStore((s) => s.userName);
  const printer = usePrinterName();
  const caps = useMemo(() => detectCapabilities(), []);
  const [docId, setDocId] = useState(documents[0]?.id ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const handle = useRef<JobHandle | null>(null);
  const printedAt = useMemo(() => new Date().toISOString(), []);
  const doc = documents.find((d) => d.id === docId) ?? documents[0];

  const data = useMemo(
    () => ({ supplierName: supplier?.name ?? '', supplierCode: supplier?.code ?? '', userName, printedAt, ...extra, ...doc?.data }),
    [supplier, userName, printedAt, extra, doc],
  );
  // Pictures load before they can be laid out; until then (or if one fails) the document prints without it.
  const [images, setImages] = useState<ReadonlyMap<string, ImageBlock>>(new Map());
  useEffect(() => {
    if (!doc) return;
    let live = true;
    const maxDots = settings.paper === 80 ? 576 : 384;
    void Promise.all(
      imageSources(doc.template, data).map(async ({ src, width }) => [src, await imageFromUrl(src, Math.min(width ?? maxDots, maxDots)).catch(() => null)] as const),
    ).then((loaded) => live && setImages(new Map(loaded.filter((e): e is [string, ImageBlock] => !!e[1]))));
    return () => {
      live = false;
    };
  }, [doc, data, settings.paper]);

  const blocks = useMemo(() => (doc ? renderTemplate(doc.template, data, lang, images) : null), [doc, data, lang, images]);
  const protocol = protocolFor(currentPrinter());
  if (!doc || !blocks) return null;
  const jobSettings = (p: Protocol): JobSettings => ({
    protocol: p,
    paper: settings.paper,
    cutter: settings.cutter,
    label: doc.template.kind === 'label' && p === 'tspl' ? doc.template.label : undefined,
  });

  const canConnect = caps.bluetooth || caps.serial || caps.usb;
  const busy = phase.kind === 'sending';

  const print = async (): Promise<void> => {
    if (busy) return;
    setPhase({ kind: 'sending', progress: null });
    try {
      const t = await printerForJob();
      // The printer decides the commands (a label printer takes TSPL): build for it, not for the preview's guess.
      const bytes = buildJob(blocks, jobSettings(protocolFor(t))).bytes;
      const h = sendToPrinter(t, bytes, (p) => setPhase((ph) => (ph.kind === 'sending' ? { kind: 'sending', progress: p } : ph)));
      handle.current = h;
      await h.done;
      setPhase({ kind: 'done' });
    } catch (err) {
      setPhase({ kind: 'failed', error: toPrintError(err) });
    } finally {
      handle.current = null;
    }
  };

  const share = async (): Promise<void> => {
    const job = previewJob(blocks, jobSettings(protocol));
    const blob = await receiptPng(job.lines, job.dots, job.columns);
    await shareReceipt(blob, `${doc.title}-${String(doc.data.sheetNo ?? '')}`).catch(() => undefined);
  };

  const preview = <JobPreview blocks={blocks} settings={jobSettings(protocol)} />;
  const percent = phase.kind === 'sending' ? (phase.progress?.percent ?? 0) : phase.kind === 'done' ? 100 : 0;
  return (
    <div className="print-panel" data-status={phase.kind} data-protocol={protocol}>
      {documents.length > 1 && (
        <Selector
          aria-label={pt('template')}
          columns={documents.length > 3 ? 3 : documents.length}
          options={documents.map((d) => ({ label: d.title, value: d.id }))}
          value={[doc.id]}
          onChange={(v) => v[0] && (setDocId(v[0]), setPhase({ kind: 'idle' }))}
          disabled={busy}
        />
      )}
      <div className="print-panel__row">
        {canConnect ? (
          <div className="print-panel__printer">
            <strong data-printer-name>{printer.name || pt('noPrinter')}</strong>
            <small>{printer.name ? (printer.connected ? pt('connected') : pt('notConnected')) : pt('choose')}</small>
          </div>
        ) : (
          <span>{pt('paper')}</span>
        )}
        {protocol === 'escpos' && (
          <Selector
            aria-label={pt('paper')}
            options={[
              { label: '58 mm', value: 58 },
              { label: '80 mm', value: 80 },
            ]}
            value={[settings.paper]}
            onChange={(v) => v[0] && settings.set({ paper: v[0] })}
            disabled={busy}
          />
        )}
      </div>
      {!canConnect && (
        <p className="print-panel__note" role="note" data-why={caps.why}>
          {pt('support.none')}{pt(`support.why.${caps.why ?? 'other'}`)} {pt('support.fallback')}
        </p>
      )}

      {phase.kind === 'sending' && (
        <div data-progress={percent}>
          <ProgressBar percent={percent} text={pt('printing', { percent })} />
        </div>
      )}
      {phase.kind === 'done' && (
        <p className="print-panel__ok" role="status" data-progress={100}>
          {pt('done')}
        </p>
      )}
      {phase.kind === 'failed' && (
        <p className="print-panel__error" role="alert" data-error={phase.error.code}>
          {errorText(lang, phase.error.code, phase.error.sentPercent ?? 0)}
        </p>
      )}

      <div className="print-panel__buttons">
        {canConnect && !busy && (
          <Button color="primary" data-action="print-device" onClick={() => void print()}>
            {phase.kind === 'failed' && phase.error.code !== 'CANCELLED' ? pt('retry') : pt('print')}
          </Button>
        )}
        {busy && (
          <Button data-action="print-cancel" onClick={() => handle.current?.cancel()}>
            {pt('cancel')}
          </Button>
        )}
        <Button data-action="print-system" onClick={systemPrint} disabled={busy}>
          {pt('systemPrint')}
        </Button>
        <Button data-action="print-share" onClick={() => void share()} disabled={busy}>
          {pt('shareImage')}
        </Button>
      </div>
      {previewWhenNear ? (
        <WhenNear minHeight={240} className="print-preview-slot">
          {preview}
        </WhenNear>
      ) : (
        preview
      )}
    </div>
  );
}

/**
 * The job as the printer would get it, drawn: a warning for characters GBK cannot express, then the preview. Laid out
 * where it is drawn, so a panel whose preview waits below the screen (the printer settings' test page) lays out
 * nothing until it is scrolled near; the printer's bytes (and GBK's table, for anything but Chinese text and the
 * usual punctuation) only when printing, which builds its own.
 */
function JobPreview({ blocks, settings }: { blocks: readonly Block[]; settings: JobSettings }): ReactNode {
  const { pt } = usePrintText();
  const { protocol, paper, cutter, label } = settings;
  const job = useMemo(() => previewJob(blocks, { protocol, paper, cutter, label }), [blocks, protocol, paper, cutter, label]);
  return (
    <>
      {job.unknown.length > 0 && <p className="print-panel__note">{pt('unknownChars', { chars: [...new Set(job.unknown)].join(' ') })}</p>}
      <ReceiptPreview lines={job.lines} columns={job.columns} dots={job.dots} paper={paper} text={job.text} />
    </>
  );
}

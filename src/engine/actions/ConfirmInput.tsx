import { Button, TextArea } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { showMessage } from '../../api/feedback';
import { cameraAvailable } from '../../devices/scan/camera';
import { scanText } from '../../devices/scan/texts';
import { t } from '../texts';
import './confirmInput.css';

// The text a confirmation asks for (a reason, a document's number). With `scan`, a button beside it reads the number
// off the printed document with the camera; what the camera reads goes through onChange exactly as typed text does,
// so the dialog's OK sends it the same way. The camera and its decoder are a chunk of their own, loaded on the tap.

const ScanView = lazy(() => import('../../devices/scan/ScanView'));

interface Props {
  placeholder: string;
  maxLength: number;
  scan: boolean;
  /** the usual answers, offered as chips: a tap adds one to the text, which stays free to edit */
  reasons?: string[];
  onChange(text: string): void;
}

/** The text with `reason` added (or taken out again when it is there): several reasons read as one line. */
export function toggleReason(text: string, reason: string): string {
  const parts = splitReasons(text).filter(Boolean);
  const next = parts.includes(reason) ? parts.filter((p) => p !== reason) : [...parts, reason];
  // Chinese reasons join with the full-width semicolon, others with '; '.
  return next.join(/[\u4e00-\u9fff]/.test(reason) ? '；' : '; ');
}

const splitReasons = (text: string): string[] => text.split(/[；;]/).map((p) => p.trim());

export function ConfirmInput({ placeholder, maxLength, scan, reasons, onChange }: Props) {
  const [value, setValue] = useState('');
  const [scanning, setScanning] = useState(false);
  const change = (text: string) => {
    const v = text.slice(0, maxLength);
    setValue(v);
    onChange(v);
  };
  const chosen = new Set(splitReasons(value));
  return (
    <>
      {reasons && reasons.length > 0 && (
        <div className="eng-confirm__reasons" role="group" aria-label={placeholder}>
          {reasons.map((r) => (
            <button key={r} type="button" className="eng-confirm__reason" aria-pressed={chosen.has(r)} onClick={() => change(toggleReason(value, r))}>
              {r}
            </button>
          ))}
        </div>
      )}
      <div className="eng-confirm__field">
        <TextArea
          className="eng-confirm__input"
          placeholder={placeholder}
          maxLength={maxLength}
          showCount
          autoSize={{ minRows: scan ? 1 : 2, maxRows: 4 }}
          value={value}
          onChange={change}
        />
        {scan && cameraAvailable() && (
          <Button className="eng-confirm__scan" size="small" data-action="scan" onClick={() => setScanning(true)}>
            {scanText('scan')}
          </Button>
        )}
        {scanning && (
          <Suspense fallback={null}>
            <ScanView
              hint={scanText('hint')}
              cancelText={t('common.cancel')}
              onRead={(text) => {
                setScanning(false);
                change(text);
              }}
              onCancel={() => setScanning(false)}
              onFail={() => {
                setScanning(false);
                showMessage(scanText('noCamera'));
              }}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}

import { dictionary } from '../../i18n/dictionary';

// The scan button's words, both languages: they travel with the confirmation dialog that shows them (a chunk loaded
// on the first confirmation), not with every screen's engine texts.

const zh = {
  scan: '扫码',
  hint: '将单据上的二维码或条码对准框内',
  noCamera: '无法打开相机，请手动输入',
};

const en: typeof zh = {
  scan: 'Scan',
  hint: "Hold the document's QR code or barcode inside the frame",
  noCamera: 'The camera could not open: type the number',
};

export const scanText = dictionary(zh, en);

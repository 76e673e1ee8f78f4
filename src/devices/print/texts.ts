import { useCallback } from 'react';
import { interpolate, useLang, type Lang } from '../../i18n';
import type { PrintErrorCode } from './errors';

// The print screens' own texts, both languages (the app's dictionary holds the engine's keys only).

const zh = {
  title: '蓝牙打印',
  'support.ble': '这台手机的浏览器支持蓝牙打印。',
  'support.none': '这台手机的浏览器不能直接连接打印机',
  'support.why.ios': 'iPhone / iPad 上的浏览器都不支持网页蓝牙。',
  'support.why.webview': '微信等应用内浏览器不支持网页蓝牙：请点右上角“…”，选择“在浏览器打开”，用安卓 Chrome 打印。',
  'support.why.firefox': 'Firefox 不支持网页蓝牙，请改用 Chrome 或 Edge。',
  'support.why.insecure': '需要 HTTPS 地址才能使用蓝牙。',
  'support.why.other': '当前浏览器不支持网页蓝牙，请用安卓 Chrome 打开。',
  'support.serial': '可用串口（USB / 蓝牙经典 SPP）连接打印机。',
  'support.usb': '可用 USB（OTG）连接打印机。',
  'support.fallback': '仍可以：用系统打印（需系统已添加打印机），或把小票存为图片分享给打印机厂商的 App。',
  printer: '打印机',
  noPrinter: '未选择打印机',
  choose: '搜索并选择打印机',
  chooseSerial: '串口打印机',
  chooseUsb: 'USB 打印机',
  forget: '忘记',
  recent: '最近使用',
  connected: '已连接',
  notConnected: '未连接',
  paper: '纸宽',
  chunk: '传输包大小',
  chunkHint: '打印不全或乱码时调小（20 字节最稳）',
  protocol: '指令',
  'protocol.auto': '自动',
  'protocol.escpos': '小票 ESC/POS',
  'protocol.tspl': '标签 TSPL',
  cutter: '打印后切纸',
  testPage: '打印测试页',
  print: '打印',
  printing: '正在打印… {percent}%',
  done: '打印完成',
  cancel: '取消',
  retry: '整单重打',
  systemPrint: '系统打印',
  shareImage: '分享图片',
  template: '单据',
  preview: '预览',
  unknownChars: '以下字符打印机无法显示，将打印为“?”：{chars}',
  'err.UNSUPPORTED': '当前浏览器不支持蓝牙打印，请用安卓 Chrome 打开，或使用“系统打印 / 分享图片”',
  'err.CANCELLED': '已取消选择打印机',
  'err.NOT_FOUND': '未找到打印机：请打开手机蓝牙、打开打印机，并确认它未被其他手机连接',
  'err.SECURITY': '请通过按钮操作连接打印机（需 HTTPS）',
  'err.NO_WRITABLE': '该设备不是受支持的打印机',
  'err.DISCONNECTED': '打印中断（已发送 {percent}%），请重新连接后整单重打',
  'err.TOO_LARGE': '打印机拒收数据包，请把“传输包大小”调到 20 后重打',
  'err.TIMEOUT': '打印机无响应，请检查打印机是否开机、有纸',
  'err.JOB_CANCELLED': '已取消打印（已发送 {percent}%），纸上的内容不完整',
  'err.FAILED': '打印失败，请重试',
} as const;

export type PrintTextKey = keyof typeof zh;

const en: Record<PrintTextKey, string> = {
  title: 'Bluetooth printing',
  'support.ble': "This phone's browser can print over Bluetooth.",
  'support.none': "This phone's browser cannot connect to a printer directly",
  'support.why.ios': 'No browser on iPhone or iPad supports Web Bluetooth.',
  'support.why.webview': 'In-app browsers (WeChat and others) have no Web Bluetooth: open the page in Chrome on Android ("…" → open in browser).',
  'support.why.firefox': 'Firefox has no Web Bluetooth; use Chrome or Edge.',
  'support.why.insecure': 'Bluetooth needs an HTTPS address.',
  'support.why.other': 'This browser has no Web Bluetooth; open the page in Chrome on Android.',
  'support.serial': 'Serial printers (USB or Bluetooth Classic SPP) can be used.',
  'support.usb': 'USB (OTG) printers can be used.',
  'support.fallback': "You can still use the system print dialog (with a printer the phone knows) or share the receipt as an image to the printer maker's app.",
  printer: 'Printer',
  noPrinter: 'No printer chosen',
  choose: 'Find and choose a printer',
  chooseSerial: 'Serial printer',
  chooseUsb: 'USB printer',
  forget: 'Forget',
  recent: 'Recently used',
  connected: 'Connected',
  notConnected: 'Not connected',
  paper: 'Paper width',
  chunk: 'Packet size',
  chunkHint: 'Lower it when prints come out cut short or garbled (20 bytes is safest)',
  protocol: 'Commands',
  'protocol.auto': 'Automatic',
  'protocol.escpos': 'Receipt ESC/POS',
  'protocol.tspl': 'Label TSPL',
  cutter: 'Cut after printing',
  testPage: 'Print a test page',
  print: 'Print',
  printing: 'Printing… {percent}%',
  done: 'Printed',
  cancel: 'Cancel',
  retry: 'Reprint all',
  systemPrint: 'System print',
  shareImage: 'Share image',
  template: 'Document',
  preview: 'Preview',
  unknownChars: 'The printer cannot show these characters; they print as "?": {chars}',
  'err.UNSUPPORTED': 'This browser cannot print over Bluetooth. Open the page in Chrome on Android, or use system print / share image.',
  'err.CANCELLED': 'Printer choice cancelled',
  'err.NOT_FOUND': 'No printer found: turn on Bluetooth and the printer, and make sure no other phone is connected to it',
  'err.SECURITY': 'Connect the printer with a button tap (HTTPS needed)',
  'err.NO_WRITABLE': 'This device is not a supported printer',
  'err.DISCONNECTED': 'Printing broke off ({percent}% sent). Reconnect and reprint the whole document',
  'err.TOO_LARGE': 'The printer refused the packet size; set the packet size to 20 and reprint',
  'err.TIMEOUT': 'The printer does not answer: is it on and does it have paper?',
  'err.JOB_CANCELLED': 'Printing cancelled ({percent}% sent); what is on paper is incomplete',
  'err.FAILED': 'Printing failed, please try again',
};

const dict: Record<Lang, Record<PrintTextKey, string>> = { 'zh-CN': zh, en };

export function printText(lang: Lang, key: PrintTextKey, vars?: Record<string, string | number>): string {
  return interpolate(dict[lang][key], vars);
}

export function errorText(lang: Lang, code: PrintErrorCode, sentPercent = 0): string {
  return printText(lang, `err.${code}`, { percent: sentPercent });
}

export function usePrintText() {
  const lang = useLang();
  const pt = useCallback((key: PrintTextKey, vars?: Record<string, string | number>) => printText(lang, key, vars), [lang]);
  return { lang, pt };
}

import { describe, expect, it } from 'vitest';
import type { PrintErrorCode } from './errors';
import { PrintError, toPrintError } from './errors';
import { errorText } from './texts';

const CODES: PrintErrorCode[] = ['UNSUPPORTED', 'CANCELLED', 'NOT_FOUND', 'SECURITY', 'NO_WRITABLE', 'DISCONNECTED', 'TOO_LARGE', 'TIMEOUT', 'JOB_CANCELLED', 'FAILED'];

const dom = (name: string, message = ''): Error => Object.assign(new Error(message), { name });

describe('print errors', () => {
  it('every code has a Chinese and an English message; the share sent is said', () => {
    for (const code of CODES) {
      expect(errorText('zh-CN', code)).toMatch(/[\u4e00-\u9fff]/);
      expect(errorText('en', code)).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(errorText('zh-CN', 'DISCONNECTED', 42)).toBe('打印中断（已发送 42%），请重新连接后整单重打');
  });

  it('browser rejections map to codes', () => {
    expect(toPrintError(dom('NotFoundError', 'User cancelled the requestDevice() chooser.')).code).toBe('CANCELLED');
    expect(toPrintError(dom('NotFoundError', 'Bluetooth adapter not available.')).code).toBe('NOT_FOUND');
    expect(toPrintError(dom('SecurityError')).code).toBe('SECURITY');
    expect(toPrintError(dom('NetworkError')).code).toBe('DISCONNECTED');
    expect(toPrintError(dom('InvalidModificationError')).code).toBe('TOO_LARGE');
    expect(toPrintError(new PrintError('TIMEOUT')).code).toBe('TIMEOUT');
    expect(toPrintError('boom').code).toBe('FAILED');
  });
});

import { BizError } from '../../lib/errors';

// Reports read at most this many days at once, which bounds the work one request can ask of the database.
const maxReportDays = 366;

/** A period the reports accept: from ≤ to, at most a year and a day. */
export function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) {
    throw BizError.invalid('dateTo', { 'zh-CN': '不能早于开始日期', en: 'must not be before the start date' });
  }
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > maxReportDays) {
    throw BizError.invalid('dateTo', {
      'zh-CN': `与开始日期相隔不能超过 ${maxReportDays} 天`,
      en: `must be within ${maxReportDays} days of the start date`,
    });
  }
}

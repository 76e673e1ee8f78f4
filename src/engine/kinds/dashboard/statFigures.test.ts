import { describe, expect, it } from 'vitest';
import { localize } from '../../../i18n';
import home from '../../../../schemas/supplier/home.dashboard.json';
import type { StatTile } from '../../../../common/page/schemaTypes';
import { joinedText } from '../../ui/joinedText';
import { shownItems } from './statFigures';

// The supplier home's figures and warning line, as its page file writes them: the known figures the server sent,
// in the file's order, those it sent as null (the role does not cover them) left out; the warning only when
// documents run out.

const tile = home.tiles[0] as unknown as StatTile;
const zh = (t: Parameters<typeof localize>[0]) => localize(t, 'zh-CN');

describe('home figures', () => {
  it('keeps the figures the answer has, in the page order, and leaves out the null ones', () => {
    const answer = { statementsToConfirm: { count: 2, amount: '10.00' }, awaitingConfirm: { count: 11, amount: '64545.24' }, dueToday: null, somethingNew: { count: 1 } };
    expect(shownItems(tile.items, answer).map((i) => i.field)).toEqual(['awaitingConfirm.count', 'statementsToConfirm.count']);
    expect(shownItems(tile.items, {})).toEqual([]);
  });

  it('says which documents run out, expiring ones first, and nothing when none do', () => {
    const notice = tile.notice!;
    expect(joinedText(notice, { qualifications: { expiring: 2, expired: 1 } }, zh)).toBe('2 份资质 30 天内到期，1 份资质已过期');
    expect(joinedText(notice, { qualifications: { expiring: 0, expired: 3 } }, (t) => localize(t, 'en'))).toBe('3 expired');
    // English counts one document and several apart
    expect(joinedText(notice, { qualifications: { expiring: 1, expired: 0 } }, (t) => localize(t, 'en'))).toBe('1 qualification document expires within 30 days');
    expect(joinedText(notice, { qualifications: { expiring: 2, expired: 1 } }, (t) => localize(t, 'en'))).toBe('2 qualification documents expire within 30 days; 1 expired');
    expect(joinedText(notice, { qualifications: { expiring: 1, expired: 0 } }, zh)).toBe('1 份资质 30 天内到期');
    expect(joinedText(notice, { qualifications: { expiring: 0, expired: 0 } }, zh)).toBe('');
    expect(joinedText(notice, { qualifications: null }, zh)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { qualificationNotice } from './homeSummary';

describe('home qualification warning', () => {
  it('flags expiring documents and opens the list on them, expired ones when only those remain', () => {
    expect(qualificationNotice({ qualifications: { expiring: 2, expired: 1 } })).toMatchObject({ expiring: 2, expired: 1, query: { status: '1' } });
    expect(qualificationNotice({ qualifications: { expiring: 0, expired: 3 } })).toMatchObject({ query: { status: '2' } });
  });

  it('shows nothing when nothing runs out, the role does not see it, or the answer is odd', () => {
    expect(qualificationNotice({ qualifications: { expiring: 0, expired: 0 } })).toBeNull();
    expect(qualificationNotice({ qualifications: null })).toBeNull();
    expect(qualificationNotice({})).toBeNull();
    expect(qualificationNotice(null)).toBeNull();
    expect(qualificationNotice({ qualifications: { expiring: 'x', expired: 1.5 } })).toBeNull();
  });
});

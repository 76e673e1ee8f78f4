import { describe, expect, it } from 'vitest';
import meta from '../../../schemas/page.schema.json';
import { sessionValues } from './sessionValues';

const supplier = { id: 2, code: 'S002', name: '华东食品有限公司' };
const base = { userName: '', userCode: '13800000002', userKind: null, userInfo: null, supplierInfo: null, supplierList: [supplier, { id: 4, code: 'S004', name: 'Fresh Farm' }], config: null };

describe('sessionValues', () => {
  it('gives every value the meta-schema names, and no other', () => {
    expect(Object.keys(sessionValues(base, 'zh-CN', 0)).sort()).toEqual([...meta.$defs.sessionValue.enum].sort());
  });

  it('before a supplier is chosen: the account as the name, no supplier, the login answer\'s list', () => {
    const v = sessionValues(base, 'en', 0);
    expect(v).toMatchObject({ userName: '13800000002', userKind: 'supplier', supplierId: '', supplierName: '', supplierCount: 2, languageName: 'English', vendorWebsite: false });
    expect(v.suppliers).toEqual([{ ...supplier, current: false }, { id: 4, code: 'S004', name: 'Fresh Farm', current: false }]);
  });

  it('acting for a supplier: it is the current one of the list; the merchant and roles from the user info', () => {
    const userInfo = { userName: '张三', id: 1, roleList: [{ name: '管理员' }, { name: '销售' }], merchantName: '连锁超市', menuList: [], shieldCode: [] };
    const v = sessionValues({ ...base, userName: '张三', userKind: 'supplier', userInfo, supplierInfo: supplier }, 'zh-CN', 5);
    expect(v).toMatchObject({ userName: '张三', supplierId: 2, supplierCode: 'S002', merchantName: '连锁超市', roleNames: '管理员、销售', languageName: '中文', unreadMessages: 5 });
    expect((v.suppliers as { current: boolean }[]).map((s) => s.current)).toEqual([true, false]);
  });

  it('offers the vendor website only when the launch settings say the deployment names one', () => {
    const config = { appName: 'scm', appTitle: '云快订', version: '1.2.6', versionCode: 100, currencySymbol: '¥', toastDuration: 2000, requestTimeout: 60000, imageQuality: 0.7, imageMaxWidth: 3264, imageMaxHeight: 2448 };
    expect(sessionValues({ ...base, config }, 'en', 0).vendorWebsite).toBe(false);
    expect(sessionValues({ ...base, config: { ...config, hasVendorWebsite: true } }, 'en', 0).vendorWebsite).toBe(true);
  });
});

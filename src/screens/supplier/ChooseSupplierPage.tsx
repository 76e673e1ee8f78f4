import { Empty, List, SearchBar, Tag } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sessionApi } from '../../api/sessionApi';
import { t } from '../../i18n';
import type { PageProps } from '../../router/pageTypes';
import { getSession, useSessionStore, type SupplierRef } from '../../stores/session';
import '../../styles/supplier.css';
import { chooseSupplier, switchSupplier } from '../../session/sessionFlow';
import { filterSuppliers } from './filterSuppliers';

/**
 * Right after login (the server said needChooseSupplier) the list comes with the login answer and the
 * choice keeps the token. Opened from "my" with mode=switch, the list is refreshed from the server and
 * the choice swaps the token for a new one.
 */
export default function ChooseSupplierPage({ query }: PageProps): ReactNode {
  const switching = query.mode === 'switch';
  const list = useSessionStore((s) => s.supplierList);
  const current = useSessionStore((s) => s.supplierInfo);
  const [keyword, setKeyword] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    // Before a supplier is chosen the my-endpoints are out of reach; the login answer is the list then.
    if (!switching) return;
    sessionApi
      .supplierList(true)
      .then((rows) => getSession().setSupplierList(rows.map(({ id, code, name }) => ({ id, code, name }))))
      .catch(() => undefined);
  }, [switching]);

  const pick = async (supplier: SupplierRef): Promise<void> => {
    if (busy.current) return;
    if (switching && current?.id === supplier.id) return;
    busy.current = true;
    try {
      await (switching ? switchSupplier(supplier) : chooseSupplier(supplier));
    } catch {
      // The API client has shown the reason; the list stays for another try.
    } finally {
      busy.current = false;
    }
  };

  const shown = filterSuppliers(list, keyword);
  return (
    <div className="supplier-page">
      <div className="supplier-page__search">
        <SearchBar placeholder={t('supplier.searchPlaceholder')} value={keyword} onChange={setKeyword} />
      </div>
      <p className="supplier-page__hint">{t('supplier.hint')}</p>
      {shown.length === 0 ? (
        <Empty description={list.length === 0 ? t('supplier.empty') : t('supplier.noMatch')} />
      ) : (
        <List className="supplier-page__list">
          {shown.map((s) => (
            <List.Item
              key={s.id}
              arrow
              onClick={() => void pick(s)}
              description={t('supplier.code', { code: s.code })}
              extra={current?.id === s.id ? <Tag color="primary">{t('supplier.current')}</Tag> : undefined}
            >
              {s.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

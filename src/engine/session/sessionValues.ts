import { useMemo } from 'react';
import { translate, useLang, type Lang } from '../../i18n';
import { useSessionStore, type SessionState } from '../../stores/session';
import { APP_INFO } from '../../../common/appInfo';
import type { SessionValue } from '../../../common/page/schemaTypes';
import { useUnreadStore } from './unreadMessages';

// The session as page files read it: {{$session.userName}} in a template, the field "$session.userKind" in a
// condition (schemas/page.schema.json, $defs/sessionValue, names them all; the record type below keeps this
// list equal to that one). Only the tiles that draw the session itself (profile, links, actions, note) get them.

export type SessionValues = Record<SessionValue, unknown>;

type SessionFacts = Pick<SessionState, 'userName' | 'userCode' | 'userKind' | 'userInfo' | 'supplierInfo' | 'supplierList' | 'config'>;

export function sessionValues(s: SessionFacts, lang: Lang, unread: number): SessionValues {
  const current = s.supplierInfo;
  return {
    userName: s.userName || s.userCode,
    // A session of an older server that names no kind is a supplier user's.
    userKind: s.userKind ?? 'supplier',
    supplierId: current?.id ?? '',
    supplierCode: current?.code ?? '',
    supplierName: current?.name ?? '',
    suppliers: s.supplierList.map(({ id, code, name }) => ({ id, code, name, current: current?.id === id })),
    supplierCount: s.supplierList.length,
    merchantName: s.userInfo?.merchantName ?? s.userInfo?.companyName ?? '',
    roleNames: s.userInfo?.roleNames ?? s.userInfo?.roleList?.map((r) => r.name).join('、') ?? '',
    languageName: translate(lang, `lang.${lang}`),
    unreadMessages: unread,
    appVersion: APP_INFO.version,
    vendorWebsite: s.config?.hasVendorWebsite === true,
  };
}

/** The session values, drawn again when the session, the language or the unread count changes. */
export function useSessionValues(): SessionValues {
  const lang = useLang();
  const session = useSessionStore();
  const unread = useUnreadStore((u) => u.count);
  return useMemo(() => sessionValues(session, lang, unread), [session, lang, unread]);
}

/** The record of the tiles that draw the session: its values under `$session`. */
export function useSessionScope(): { $session: SessionValues } {
  const $session = useSessionValues();
  return useMemo(() => ({ $session }), [$session]);
}

// What an alert says and where it came from (server/lib/alerts/channel.ts records and sends it).

export interface Alert {
  type: string;
  message?: string;
  endpoint?: string;
  page?: string;
  code?: number;
  count?: number;
  windowMs?: number;
  at?: string;
}

export interface AlertSource {
  source: 'client' | 'server';
  userId?: number | null;
  userKind?: number | null;
  merchantId?: number | null;
  supplierId?: number | null;
}

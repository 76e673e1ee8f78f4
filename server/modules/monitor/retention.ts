// Monitoring rows are kept SCM_MONITOR_RETENTION_DAYS (30 by default); the housekeeping job (server/housekeeping.ts)
// deletes older ones.

export function retentionDays(): number {
  const days = Number(process.env.SCM_MONITOR_RETENTION_DAYS ?? 30);
  return Number.isFinite(days) && days >= 1 ? days : 30;
}

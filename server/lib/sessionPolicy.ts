/** Session lifetime: idle timeout refreshed by use, and an absolute cap (ASVS 7.3). */
export const sessionPolicy = {
  idleMs: Number(process.env.SCM_SESSION_IDLE_MINUTES ?? 24 * 60) * 60_000,
  absoluteMs: Number(process.env.SCM_SESSION_MAX_DAYS ?? 30) * 86_400_000,
  // last_seen_at is written at most this often, so reads stay reads.
  touchEveryMs: 60_000,
};

/**
 * How login failures are answered (ASVS 6.1.1/6.3.1: anti-brute-force without malicious lock-out; OWASP's
 * "Slow down online guessing attacks with device cookies"). Failures count per account, never per typed string.
 *
 * - A trusted device (one that logged in to the account before and holds its device token) is held back only by
 *   its own failures: the real user on their phone logs in whatever an attacker does elsewhere.
 * - Untrusted clients share one budget per account: a proof-of-work challenge after a few failures, a pause after
 *   a burst, and a daily cap, so an attacker who solves every challenge gets at most `dailyCap` guesses a day.
 */
export const loginPolicy = {
  /** Untrusted failures since the last success, within `burstMinutes`, after which a challenge is demanded. */
  challengeAfter: 3,
  /** Untrusted failures within this window count towards the challenge and the burst pause. */
  burstMinutes: 15,
  /** This many untrusted failures within `burstMinutes` pause untrusted logins of the account. */
  burstLimit: 20,
  /** Untrusted failures within 24 hours beyond which untrusted logins of the account pause. */
  dailyCap: 100,
  /** Failures of one trusted device since its last success (within 24 hours) after which it is trusted no more. */
  deviceFailureLimit: 10,
  /** How long a device token stays good without a login. */
  deviceDays: 180,
  /** ALTCHA's maxnumber: a phone tries about half of it (≈1 s), a script pays the same per guess. */
  challengeMaxNumber: 100_000,
  challengeMinutes: 5,
} as const;

// What the soak's load generator (bench/soakLoad.ts, a process of its own) is given and answers.

export interface SoakLoadConfig {
  base: string;
  databaseUrl: string;
  users: number;
  seconds: number;
  /** while this file exists the users go on past `seconds` (a backup waits for its stop point under load) */
  holdFile?: string;
}

export const KINDS = ['login', 'list', 'detail', 'report', 'confirm', 'upload', 'assistant'] as const;
export type Kind = (typeof KINDS)[number];

export interface SoakLoadResult {
  /** epoch ms when the load began (after the logins of the setup) */
  t0: number;
  /** one row per request: [kind index in KINDS, start ms after t0, duration ms, 1 ok / 0 error] */
  requests: [number, number, number, number][];
  /** the first errors, for the report */
  errors: string[];
  /** orders the chain issued during the run (when the seeded ones awaiting a user ran out) */
  ordersIssued: number;
}

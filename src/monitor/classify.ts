// Spec §8 "Monitoring classification": what an API call's HTTP status means, in the words operations search for.

export type CallCategory =
  | 'ok'
  | 'unauthenticated'
  | 'permission denied'
  | 'not found'
  | 'already exists'
  | 'failed precondition'
  | 'resource exhausted'
  | 'invalid argument'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline exceeded'
  | 'internal error'
  | 'cross-origin or unknown domain'
  | 'timeout';

/** Status 0 is a request that got no answer: refused at once (cross-origin, unknown domain) or waited out. */
export const NO_ANSWER_FAST_MS = 1000;

const exact: Record<number, CallCategory> = {
  401: 'unauthenticated',
  403: 'permission denied',
  404: 'not found',
  409: 'already exists',
  413: 'failed precondition',
  429: 'resource exhausted',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline exceeded',
};

export function classifyStatus(status: number, durationMs: number): CallCategory {
  if (status === 0) return durationMs <= NO_ANSWER_FAST_MS ? 'cross-origin or unknown domain' : 'timeout';
  if (status < 400) return 'ok';
  const known = exact[status];
  if (known) return known;
  return status < 500 ? 'invalid argument' : 'internal error';
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionApi } from '../../api/sessionApi';
import { solveChallenge } from './proofOfWork';

export type ChallengeStatus = 'idle' | 'solving' | 'solved' | 'failed';

export interface LoginChallengeState {
  required: boolean;
  status: ChallengeStatus;
}

export interface SolvedChallenge {
  captchaId: string;
  captchaCode: string;
}

/**
 * The security check the server asks for after repeated failures (code 1002, or checkLogin says so): a
 * proof-of-work challenge this device solves by itself, with nothing to read or type. `solution()` waits for the
 * one in progress; each solution is good for one login, so a failed login fetches the next.
 */
export function useLoginChallenge(): [
  LoginChallengeState,
  { require: () => void; solution: () => Promise<SolvedChallenge | null> },
] {
  const [state, setState] = useState<LoginChallengeState>({ required: false, status: 'idle' });
  const pending = useRef<Promise<SolvedChallenge | null> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback((): Promise<SolvedChallenge | null> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ required: true, status: 'solving' });
    const work = (async () => {
      try {
        const { captchaId, challenge } = await sessionApi.captcha();
        const captchaCode = await solveChallenge(challenge, controller.signal);
        if (controller.signal.aborted) return null;
        setState({ required: true, status: captchaCode === null ? 'failed' : 'solved' });
        return captchaCode === null ? null : { captchaId, captchaCode };
      } catch {
        if (!controller.signal.aborted) setState({ required: true, status: 'failed' });
        return null;
      }
    })();
    pending.current = work;
    return work;
  }, []);

  useEffect(() => () => abort.current?.abort(), []);

  const require = useCallback(() => void start(), [start]);

  /** The solved challenge for the next login (spent by it), waiting for or retrying the work as needed. */
  const solution = useCallback(async (): Promise<SolvedChallenge | null> => {
    const current = pending.current ?? start();
    pending.current = null;
    return (await current) ?? (await start().finally(() => (pending.current = null)));
  }, [start]);

  return [state, { require, solution }];
}

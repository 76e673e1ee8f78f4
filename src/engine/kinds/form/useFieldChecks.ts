import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api/client';
import { callApi } from '../../data/api';
import { resolveValue } from '../../../../common/page/template';
import { answerMessages, answerOffer, checkErrorSchema, checkOffers, DEFAULT_CHECK_DEBOUNCE_MS, fieldChecks, isCheckable, refusalMessages, type CheckResult } from '../../../../common/forms/fieldChecks';

// Runs the fields' server checks (fieldChecks.ts) as the user types: once typing pauses for debounceMs, with the
// field's value and the check's other parameters. A newer keystroke cancels the timer and aborts the call on its
// way; an answer is shown only while the form would still ask the same question, so a corrected field clears at
// once. Empty values and values the schema already refuses are not sent (the schema's message is shown instead).

type Data = Record<string, unknown>;

export function useFieldChecks(opts: { uiSchema: UiSchema; data: Data; schemaErrors: ErrorSchema; lang: string; ready: boolean }) {
  const { uiSchema, data, schemaErrors, lang, ready } = opts;
  const checks = useMemo(() => fieldChecks(uiSchema), [uiSchema]);
  const [results, setResults] = useState<Record<string, CheckResult | undefined>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const calls = useRef(new Map<string, AbortController>());
  const asked = useRef(new Map<string, string | null>());

  // The question each checked field would ask now (null: nothing to ask); its JSON is the request's key.
  const requests = useMemo(() => {
    const out: Record<string, { key: string; body: Data } | null> = {};
    for (const [field, check] of Object.entries(checks)) {
      const value = data[field];
      const refusedBySchema = Boolean((schemaErrors as Record<string, { __errors?: string[] } | undefined>)[field]?.__errors?.length);
      if (!ready || !isCheckable(value) || refusedBySchema) {
        out[field] = null;
        continue;
      }
      const body: Data = { ...((resolveValue(check.with ?? {}, data) as Data | undefined) ?? {}), [check.param]: value };
      // Parameters the form has not filled are left out rather than sent as "" or null.
      for (const [k, v] of Object.entries(body)) if (v === '' || v === null || v === undefined) delete body[k];
      out[field] = { key: `${lang} ${JSON.stringify(body)}`, body };
    }
    return out;
  }, [checks, data, schemaErrors, lang, ready]);
  const keys = useMemo(() => Object.fromEntries(Object.entries(requests).map(([f, r]) => [f, r?.key ?? null])), [requests]);
  const keysJson = JSON.stringify(keys);

  const setBusy = (field: string, busy: boolean) =>
    setPending((p) => {
      if (p.has(field) === busy) return p;
      const next = new Set(p);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });

  useEffect(() => {
    for (const [field, request] of Object.entries(requests)) {
      const key = request?.key ?? null;
      if (asked.current.get(field) === key) continue;
      asked.current.set(field, key);
      clearTimeout(timers.current.get(field));
      calls.current.get(field)?.abort();
      calls.current.delete(field);
      setBusy(field, false);
      if (!request || results[field]?.key === key) continue;
      const check = checks[field]!;
      timers.current.set(
        field,
        setTimeout(() => {
          const controller = new AbortController();
          calls.current.set(field, controller);
          setBusy(field, true);
          const done = (messages: string[], offer?: string) => {
            if (controller.signal.aborted) return;
            calls.current.delete(field);
            setBusy(field, false);
            setResults((r) => ({ ...r, [field]: { key: request.key, messages, offer } }));
          };
          callApi(check.api, { body: request.body, signal: controller.signal, silent: true })
            .then((answer) => done(answerMessages(answer, check.okPath, check.messagePath), answerOffer(answer, check.okPath, check.offerPath)))
            // A check that could not run (offline, server down) says nothing: submitting checks again anyway.
            .catch((err: unknown) => done(isApiError(err) && !err.transport ? refusalMessages(err) : []));
        }, check.debounceMs ?? DEFAULT_CHECK_DEBOUNCE_MS),
      );
    }
  }, [keysJson]);

  // Leaving the form cancels what is still waiting.
  useEffect(
    () => () => {
      for (const timer of timers.current.values()) clearTimeout(timer);
      for (const call of calls.current.values()) call.abort();
    },
    [],
  );

  const errors = useMemo(() => checkErrorSchema(results, keys), [results, keysJson]);
  const offers = useMemo(() => checkOffers(results, keys), [results, keysJson]);
  return { errors, pending, offers };
}

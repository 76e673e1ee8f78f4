import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError, refusalText } from '../../../api/client';
import { showMessage } from '../../../api/feedback';
import { navigateBack, navigateTo, redirectTo } from '../../../navigation/navigate';
import { useLeaveGuard } from './useLeaveGuard';
import { linkQuery, runAction } from '../../actions/runAction';
import { menuEntry } from '../../menus';
import { evaluate } from '../../../../common/page/condition';
import { resolveValue } from '../../../../common/page/template';
import type { Action } from '../../../../common/page/schemaTypes';
import { ClosedView, ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import type { FormKindProps } from '../types';
import { clearDraft, draftKey, readDraft, writeDraft } from './drafts';
import { focusFieldName, recordQuery, useFocusField, withFirstLine } from './focusField';
import { serverErrorsToSchema, shownField } from './serverErrors';
import { postConfirming } from './confirmOnAsk';
import { localizeUi } from './localizeUi';
import { checkForm, useFormErrors } from './useFormErrors';
import { useFieldChecks } from './useFieldChecks';
import { uniqueErrors } from '../../../../common/forms/fieldChecks';
import { hasErrors, mergeErrors } from './errorSchemas';
import { FROM_FORM, type FormScreens } from './fieldScreen';
import { loadForm, loadFormData, type ClosedForm } from './loadFormData';
import { formValidator } from './validator';
import { EngineForm } from './EngineForm';
import './form.css';

// kind "form": JSON Schema + uiSchema rendered by @rjsf/core with the mobile theme. Data is loaded from
// `load.api` (reshaped by `load.map`), every change is kept as a local draft, submit actions validate
// and post (body = a template over the form data), and the server's field errors land on the fields.
// Fields are checked as the user types (useFormErrors); the schema's bounds never wait for the server.

type Data = Record<string, unknown>;

type Loaded = { status: 'loading' } | { status: 'error'; failure: Error } | { status: 'ready' } | { status: 'closed'; closed: ClosedForm };

export default function FormPage({ page, query }: FormKindProps): ReactNode {
  const { text, t, lang } = useEngine();
  // ?focus=… says where to open the form, not which record: the draft is the record's either way.
  const key = draftKey(page.id, recordQuery(query));
  const useDrafts = page.draft !== false;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [validator, setValidator] = useState<ValidatorType | null>(null);
  const [data, setData] = useState<Data>({});
  const [restored, setRestored] = useState(false);
  // The form as it opened: until the user changes it there is nothing of theirs to keep, and a draft of it would be
  // offered back as "restored" when nothing was typed.
  const opened = useRef<Data | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const uiSchema = useMemo(() => localizeUi(page.uiSchema ?? {}, lang) as UiSchema, [page.uiSchema, lang]);
  const schema = page.schema as RJSFSchema;
  const { errors: typedErrors, live: schemaErrors, noteChange, checkAll, showServerErrors, reset } = useFormErrors({ validator, schema, uiSchema, data, lang });
  // Server checks of ui:options.check (a duplicate name, a taken barcode) while the user types.
  const checked = useFieldChecks({ uiSchema, data, schemaErrors, lang, ready: loaded.status === 'ready' && validator !== null });
  const errors = useMemo(() => uniqueErrors(mergeErrors(typedErrors, checked.errors)), [typedErrors, checked.errors]);
  const focusField = focusFieldName(query);
  const [addedLine, setAddedLine] = useState(false);
  useFocusField({ field: focusField, ready: loaded.status === 'ready' && validator !== null, addedLine });

  useEffect(() => {
    let live = true;
    (async () => {
      const [v, { data: initial, closed }] = await Promise.all([formValidator(page), loadForm(page, query)]);
      if (!live) return;
      if (closed) {
        // Nothing can be sent for this record any more: a draft kept for it would only be offered back some day.
        clearDraft(key);
        return setLoaded({ status: 'closed', closed });
      }
      const draft = useDrafts ? readDraft<Data>(key) : null;
      // Drawing the whole form is the page's longest piece of work: as a transition React draws it in slices and lets
      // the phone answer a tap in between, instead of one long task (it shows when every slice is done).
      startTransition(() => {
        setValidator(() => v);
        reset();
        // What a restored draft changed counts as typed: its errors show at once.
        if (draft) noteChange(initial, draft.data);
        const first = withFirstLine(focusField, schema, uiSchema, draft ? draft.data : initial);
        opened.current = first.data;
        setData(first.data);
        setAddedLine(first.added);
        // A draft a field's own screen wrote back is the form the user left a moment ago, not one to offer back.
        setRestored(Boolean(draft) && !draft?.returned);
        setLoaded({ status: 'ready' });
      });
    })().catch((err: unknown) => live && setLoaded({ status: 'error', failure: err as Error }));
    return () => {
      live = false;
    };
  }, [page, key, attempt]);

  // Drafts are written shortly after typing stops, not on every keystroke. Once the form is sent, a write still
  // pending from the last keystrokes must not bring back the draft the send just dropped.
  const sent = useRef(false);
  useEffect(() => {
    if (!useDrafts || loaded.status !== 'ready' || data === opened.current) return;
    const timer = setTimeout(() => sent.current || writeDraft(key, data), 400);
    return () => clearTimeout(timer);
  }, [data, key, useDrafts, loaded.status]);

  // Back (the nav bar's arrow or the phone's) from a form with edits asks first; once sent there is nothing to lose.
  const saved = useRef(false);
  useLeaveGuard({
    ready: loaded.status === 'ready',
    dirty: loaded.status === 'ready' && !sameData(data, opened.current),
    saved,
    keepsDrafts: useDrafts,
    keepDraft: () => writeDraft(key, data),
    dropDraft: () => {
      // a draft write still pending from the last keystrokes must not bring back what was discarded
      sent.current = true;
      clearDraft(key);
    },
  });

  const submit = useCallback(
    async (action: Action) => {
      if (action.type !== 'submit') return void runAction(action, { ...query, ...data }, { defaultAfter: 'back' });
      if (!checkAll(action.partial === true)) {
        showMessage(t('engine.fixErrors'));
        return;
      }
      setBusy(action.id);
      showServerErrors(null, data);
      try {
        const scope = { ...query, ...data };
        // Silent: refusals are shown on the fields below, not as a second message over them.
        if (!(await postConfirming(action.api!, scope, action.body === undefined ? data : resolveValue(action.body, scope)))) return;
        // Sent (also as the server's draft): leaving now loses nothing.
        saved.current = true;
        if (!action.draft) {
          sent.current = true;
          clearDraft(key);
        }
        showMessage(text(action.successText) || t('engine.done'));
        // Opened straight from a link, there is no screen beneath: the documents' list (the menu's screen) is.
        const after = action.after ?? 'back';
        if (after === 'back') navigateBack(menuEntry(page.menuCode)?.route);
        if ((after === 'open' || after === 'show') && action.to) (after === 'open' ? redirectTo : navigateTo)(action.to, linkQuery(action.query, scope));
      } catch (err) {
        if (!isApiError(err)) throw err;
        const { schema: onFields, unplaced, owned } = serverErrorsToSchema({ code: err.code, message: err.message, data: err.data }, data, (field) => shownField(field, schema, uiSchema));
        showServerErrors(onFields, data);
        // Codes the form does not own show what the catalogue shows (nothing for the ones it keeps silent).
        const text = owned ? (unplaced.find(Boolean) ?? (Object.keys(onFields).length ? t('engine.fixErrors') : '')) : refusalText(err);
        if (text && !err.aborted) showMessage(text);
      } finally {
        setBusy(null);
      }
    },
    [data, key, query, text, t, checkAll, showServerErrors, schema, uiSchema],
  );

  // A field filled on a screen of its own (fieldScreen.ts): what is typed so far goes into the draft first.
  const screens: FormScreens = {
    open: (route) => {
      if (useDrafts) writeDraft(key, data);
      navigateTo(route, { ...recordQuery(query), ...FROM_FORM });
    },
  };

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !validator)) return <LoadingView />;
  if (loaded.status === 'error') return <ErrorView message={loaded.failure.message} onRetry={() => setAttempt((n) => n + 1)} cause={loaded.failure} />;
  if (loaded.status === 'closed') {
    const { closed, query: to } = loaded.closed;
    // The document takes the form's place: Back from it does not return to a form that has nothing to do.
    return <ClosedView title={text(closed.title)} text={text(closed.text)} link={{ label: text(closed.link.label), open: () => redirectTo(closed.link.to, to) }} />;
  }
  const actions = page.actions.filter((a) => evaluate(a.visibleWhen, data));

  return (
    <div className="eng-form">
      {restored && (
        // A plain line, not antd-mobile's NoticeBar: its scrolling text brings a resize observer and an icon set.
        <div className="eng-form__draft" role="status">
          <span className="eng-form__draft-text">{t('engine.draftRestored')}</span>
          <Button size="mini" fill="none" color="primary" onClick={() => {
            clearDraft(key);
            setRestored(false);
            setAttempt((n) => n + 1);
          }}>
            {t('engine.discardDraft')}
          </Button>
        </div>
      )}
      <EngineForm
        schema={schema}
        uiSchema={uiSchema}
        data={data}
        screens={screens}
        validator={validator!}
        errors={errors}
        offers={checked.offers}
        onSubmit={() => {
          const primary = actions.find((a) => a.type === 'submit');
          if (primary && busy === null) void submit(primary);
        }}
        onChange={(next) => {
          noteChange(data, next);
          setData(next);
        }}
      />
      <footer className="eng-actions">
        {actions.map((a) => (
          <Button
            key={a.id}
            data-action={a.id}
            loading={busy === a.id}
            disabled={busy !== null}
            color={a.style === 'danger' ? 'danger' : a.style === 'primary' ? 'primary' : 'default'}
            fill={a.style === 'primary' ? 'solid' : 'outline'}
            onClick={() => void submit(a)}
          >
            {text(a.label)}
          </Button>
        ))}
      </footer>
    </div>
  );
}

/** Whether the form still holds what it opened with (onChange hands over a new object even when nothing changed). */
function sameData(a: Data, b: Data | null): boolean {
  return b !== null && (a === b || JSON.stringify(a) === JSON.stringify(b));
}

/**
 * What a field's screen of its own (FieldScreen.tsx) draws with, handed over from this chunk: imported there
 * statically, these modules would be split into a chunk of their own that every form then loads as well.
 */
export const formParts = { FROM_FORM, EngineForm, checkForm, formValidator, localizeUi, draftKey, readDraft, writeDraft, recordQuery, loadFormData, hasErrors };
export type FormParts = typeof formParts;

import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { showMessage } from '../../../api/feedback';
import { navigateBack, redirectTo } from '../../../navigation/navigate';
import { findPage } from '../../pageIndex';
import type { FormPage } from '../../../../common/page/schemaTypes';
import { ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import type { FormScreens } from './fieldScreen';
import type { FormParts } from './FormPage';

// One field of a form page on a screen of its own (fieldScreen.ts): the spec's Choose category and Multiple
// packagings of the new-product form. The form's own page file draws it (same schema, widgets and checks), over the
// form's draft with only this field in sight; the chosen value goes back into that draft, and the form comes back
// with it. Opened by a link instead of from the form, it gives way to the form (Back then leaves both).

type Data = Record<string, unknown>;

export interface FieldScreenProps {
  /** the form's route (its page file draws the field) */
  formRoute: string;
  /** the property of the form's data this screen fills */
  field: string;
  /** this screen's route query: the record's (id=…) as the form's, and whether the form opened it */
  query: Record<string, string>;
}

type Loaded = { status: 'loading' } | { status: 'error'; failure: Error } | { status: 'ready'; page: FormPage; validator: ValidatorType; parts: FormParts };

export default function FieldScreen({ formRoute, field, query }: FieldScreenProps): ReactNode {
  const { lang, t } = useEngine();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<Data>({});
  const [errors, setErrors] = useState<ErrorSchema>({});
  // The record's query, as the form's (its draft's key): without this screen's own `from`.
  const record = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'from' && k !== 'focus'));

  useEffect(() => {
    let live = true;
    (async () => {
      const entry = findPage(formRoute);
      if (!entry) throw new Error(`no page file serves ${formRoute}`);
      const module = await entry.load();
      if (!module.check.ok || module.check.page.kind !== 'form') throw new Error(`${entry.file} is not a form page`);
      const page = module.check.page;
      const { formParts: parts } = await import('./FormPage');
      // The form's draft; opened by a link before the form, the record as the form would load it.
      const draft = parts.readDraft<Data>(parts.draftKey(page.id, record))?.data;
      const [validator, base] = await Promise.all([parts.formValidator(page), draft ? Promise.resolve(draft) : parts.loadFormData(page, record)]);
      if (!live) return;
      setData(base);
      setLoaded({ status: 'ready', page, validator, parts });
    })().catch((err: unknown) => live && setLoaded({ status: 'error', failure: err as Error }));
    return () => {
      live = false;
    };
  }, [formRoute, attempt]);

  const uiSchema = useMemo(() => (loaded.status === 'ready' ? (loaded.parts.localizeUi(loaded.page.uiSchema ?? {}, lang) as UiSchema) : {}), [loaded, lang]);
  if (loaded.status === 'loading') return <LoadingView />;
  if (loaded.status === 'error') return <ErrorView message={loaded.failure.message} onRetry={() => setAttempt((n) => n + 1)} cause={loaded.failure} />;
  const { page, validator, parts } = loaded;
  const { EngineForm } = parts;
  const schema = page.schema as RJSFSchema;

  /** Keeps the value in the form's draft and returns to the form, unless the field's own checks refuse it. */
  const done = (next: Data) => {
    const found = parts.checkForm(validator, schema, uiSchema, next, lang)[field] as ErrorSchema | undefined;
    if (found && parts.hasErrors(found)) {
      setErrors({ [field]: found } as ErrorSchema);
      showMessage(t('engine.fixErrors'));
      return;
    }
    parts.writeDraft(parts.draftKey(page.id, record), next, Date.now(), undefined, true);
    if (query.from === parts.FROM_FORM.from) navigateBack(formRoute);
    else redirectTo(formRoute, record);
  };
  const screens: FormScreens = { open: () => undefined, field, done: (value) => done({ ...data, [field]: value }) };

  return (
    <div className="eng-form eng-form--screen">
      <EngineForm
        schema={schema}
        uiSchema={uiSchema}
        data={data}
        screens={screens}
        validator={validator}
        errors={errors}
        onSubmit={() => done(data)}
        onChange={(next) => {
          // What OK refused is shown until the user changes something; OK checks again.
          setErrors({});
          setData(next);
        }}
      />
      {/* A choice made with one tap (a category) closes the screen itself; a group of lines is confirmed here. */}
      {(schema.properties?.[field] as RJSFSchema | undefined)?.type === 'array' && (
        <footer className="eng-actions">
          <Button color="primary" data-action="done" onClick={() => done(data)}>
            {t('common.confirm')}
          </Button>
        </footer>
      )}
    </div>
  );
}

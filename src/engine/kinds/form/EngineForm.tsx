import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { FormScreens } from './fieldScreen';
import { fields, templates, widgets } from './theme';

type Data = Record<string, unknown>;

/**
 * A form as the engine draws it, on the form page and on a field's own screen (FieldScreen): RJSF with the phone
 * widgets, fields and templates and no checking of its own (checking is useFormErrors' job; Enter in a field submits
 * like the primary button); the errors shown are the caller's, and every change hands over the whole data.
 */
export function EngineForm(p: {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: Data;
  screens: FormScreens;
  validator: ValidatorType;
  errors: ErrorSchema;
  onSubmit: () => void;
  onChange: (next: Data) => void;
  /** values checks offer in a field's place (a free PLU code), put in by a button under the field's message */
  offers?: Record<string, string>;
}): ReactNode {
  return (
    <section className="eng-section">
      <Form
        schema={p.schema}
        uiSchema={p.uiSchema}
        formData={p.data}
        formContext={{ data: p.data, screens: p.screens, offers: p.offers, takeOffer: (field: string, value: string) => p.onChange({ ...p.data, [field]: value }) }}
        validator={p.validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        showErrorList={false}
        noHtml5Validate
        noValidate
        extraErrors={p.errors}
        onSubmit={p.onSubmit}
        onChange={(e) => p.onChange((e.formData ?? {}) as Data)}
      />
    </section>
  );
}

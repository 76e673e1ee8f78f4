import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  TemplatesType,
} from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useRef, type ReactNode } from 'react';
import { t } from '../../texts';
import { CascaderWidget } from './fields/CascaderWidget';
import { NoticeWidget } from './fields/NoticeWidget';
import { AddFromField, CheckboxWidget, ChipsWidget, ImagesWidget, ImageWidget, SlotWidget } from './fields/formParts';
import { DateWidget } from './fields/DateWidget';
import { NumberWidget, PasswordWidget, TextareaWidget, TextWidget } from './fields/inputs';
import { PickerWidget } from './fields/PickerWidget';
import { FieldValue } from '../../ui/FieldValue';
import type { Format } from '../../../../common/page/schemaTypes';
import { fieldText, lineInput, lineTitleField } from './lineLayout';
import { useProgressiveRows } from './progressiveRows';
import { fieldScreenOf, screenField } from './fieldScreen';

// The app's mobile theme for @rjsf/core: antd-mobile inputs and pickers, label-above fields, array rows
// as cards. uiSchema names the widgets: picker, date, cascader, image, number, textarea. Read-only values
// are text (label and value, formatted by ui:options.format), not greyed-out inputs; rows of facts and one
// input are compact lines (lineLayout.ts).

export const widgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  CheckboxWidget,
  SelectWidget: PickerWidget,
  DateWidget,
  UpDownWidget: NumberWidget,
  picker: PickerWidget,
  date: DateWidget,
  cascader: CascaderWidget,
  image: ImageWidget,
  images: ImagesWidget,
  number: NumberWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  chips: ChipsWidget,
  notice: NoticeWidget,
  slot: SlotWidget,
};

/** Custom fields a uiSchema names with "ui:field": addFrom (an array whose lines are added from a search). */
export const fields: RegistryFieldsType = { addFrom: AddFromField };

function FieldTemplate(p: FieldTemplateProps): ReactNode {
  if (p.hidden) return <div hidden>{p.children}</div>;
  // A notice is a line of its own, without a label, and no line at all while it has nothing to announce.
  if (p.uiSchema?.['ui:widget'] === 'notice') return isBlank(p.formData) ? null : <div className="eng-form__field" data-field={p.id}>{p.children}</div>;
  // An array drawn by one widget (photos) is a field with a label, not a group of fields.
  const isContainer = (p.schema.type === 'object' || p.schema.type === 'array') && !p.uiSchema?.['ui:widget'];
  const errors = (p.rawErrors ?? []).filter(Boolean);
  // A check that refuses the value may offer one to use instead (a free PLU code): a tap puts it in.
  const form = p.registry.formContext as { offers?: Record<string, string>; takeOffer?: (field: string, value: string) => void } | undefined;
  const name = p.id.replace(/^root_/, '');
  const offer = errors.length ? form?.offers?.[name] : undefined;
  const errorLines = [
    ...errors.map((e, i) => (
      <div key={i} className="eng-form__error" role="alert">
        {e}
      </div>
    )),
    offer !== undefined && (
      <Button key="offer" className="eng-form__offer" size="mini" color="primary" fill="outline" data-offer={offer} onClick={() => form?.takeOffer?.(name, offer)}>
        {t('engine.useOffer', { value: offer })}
      </Button>
    ),
  ];
  if (p.readonly && !isContainer) {
    // A read-only field with nothing in it has nothing to read (a new form's sheet number, a reason never given).
    if ((p.formData === undefined || p.formData === null || p.formData === '') && !errors.length) return null;
    const format = (p.uiSchema?.['ui:options'] as { format?: Format } | undefined)?.format;
    return (
      <div className={`eng-form__field eng-form__field--static${errors.length ? ' eng-form__field--error' : ''}`} data-field={p.id}>
        <span className="eng-form__label">{p.label}</span>
        <span className="eng-form__value" id={p.id}>
          <FieldValue value={p.formData} format={format} />
        </span>
        {errorLines}
      </div>
    );
  }
  return (
    <div className={`eng-form__field${isContainer ? ' eng-form__field--group' : ''}${errors.length ? ' eng-form__field--error' : ''}`} data-field={p.id}>
      {p.displayLabel && p.label && !isContainer && (
        <label className="eng-form__label" htmlFor={p.id}>
          {p.label}
          {p.required && <span className="eng-form__required">*</span>}
        </label>
      )}
      <div className="eng-form__control">{p.children}</div>
      {p.rawDescription && !isContainer && <div className="eng-form__help">{p.rawDescription}</div>}
      {/* the page's "ui:help" (localized by localizeUi): what to enter, under the input */}
      {p.rawHelp && !isContainer && <div className="eng-form__help">{p.rawHelp}</div>}
      {errorLines}
    </div>
  );
}

function ArrayFieldTemplate(p: ArrayFieldTemplateProps): ReactNode {
  // ui:title (localized) wins over the schema's title, which is written once, in Chinese.
  const title = (p.uiSchema?.['ui:title'] as string | undefined) || p.title;
  const screen = fieldScreenOf((p.uiSchema?.['ui:options'] as { screen?: unknown } | undefined)?.screen, p.registry.formContext);
  if (screen && !screen.on) return <LinesOnScreen title={title} lines={p.formData} uiSchema={p.uiSchema} open={screen.open} />;
  const input = lineInput(p.schema.items, p.uiSchema?.items);
  const titleField = input && lineTitleField(p.schema.items, p.uiSchema?.items, input);
  const inputText = input ? fieldText(p.schema.items, p.uiSchema?.items, input) : null;
  const box = useRef<HTMLFieldSetElement>(null);
  const { shown, reserve } = useProgressiveRows(p.items.length, box);
  return (
    <fieldset ref={box} className={input ? 'eng-form__array eng-form__array--lines' : 'eng-form__array'}>
      {title && (
        <legend className="eng-section__title">
          {title} <span className="eng-form__count">({p.items.length})</span>
        </legend>
      )}
      {inputText && (
        <div className="eng-form__lines-head" aria-hidden="true">
          <span>{titleField ? fieldText(p.schema.items, p.uiSchema?.items, titleField).title : ''}</span>
          <span className="eng-form__lines-input">
            {inputText.title}
            {inputText.help && <small>{inputText.help}</small>}
          </span>
        </div>
      )}
      {shown < p.items.length ? p.items.slice(0, shown) : p.items}
      {reserve > 0 && <div aria-hidden="true" style={{ height: reserve }} />}
      {p.canAdd && !p.readonly && !p.disabled && (
        <Button block size="small" fill="outline" color="primary" onClick={() => p.onAddClick()}>
          + {t('engine.addRow')}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * An array filled on a screen of its own (ui:options.screen): on the form, its lines in one sentence each (the
 * values of the line's first two fields: 箱 × 12) and the way to that screen.
 */
function LinesOnScreen(p: { title: string | undefined; lines: unknown; uiSchema: ArrayFieldTemplateProps['uiSchema']; open: () => void }): ReactNode {
  const lines = Array.isArray(p.lines) ? (p.lines as Record<string, unknown>[]) : [];
  const order = ((p.uiSchema?.items as { 'ui:order'?: string[] } | undefined)?.['ui:order'] ?? []).filter((f) => f !== '*');
  const said = lines.map((line) => (order.length ? order : Object.keys(line)).slice(0, 2).map((f) => line[f]).filter((v) => !isBlank(v)).join(' × '));
  return (
    <fieldset className="eng-form__array eng-form__array--screen">
      {p.title && (
        <legend className="eng-section__title">
          {p.title} <span className="eng-form__count">({lines.length})</span>
        </legend>
      )}
      <button type="button" className="eng-form__picker eng-form__screen-link" onClick={p.open}>
        {said.filter(Boolean).length ? said.filter(Boolean).join('，') : <span className="eng-form__placeholder">{t('engine.noLines')}</span>}
        <span className="eng-form__screen-edit">{t('engine.editLines')} ›</span>
      </button>
    </fieldset>
  );
}

function ArrayFieldItemTemplate(p: ArrayFieldItemTemplateProps): ReactNode {
  const b = p.buttonsProps;
  if (lineInput(p.schema, p.uiSchema)) {
    return (
      <div className="eng-form__row eng-form__row--line" data-row={p.index + 1}>
        {p.children}
        {b.hasRemove && !p.readonly && !p.disabled && (
          <Button size="mini" fill="none" color="danger" onClick={b.onRemoveItem}>
            {t('engine.removeRow')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="eng-form__row">
      <div className="eng-form__row-head">
        <span>#{p.index + 1}</span>
        {b.hasRemove && !p.readonly && !p.disabled && (
          <Button size="mini" fill="none" color="danger" onClick={b.onRemoveItem}>
            {t('engine.removeRow')}
          </Button>
        )}
      </div>
      {p.children}
    </div>
  );
}

/** Objects are plain groups: no fieldset frame; a nested object shows its title, array rows do not (the row has #n). */
function ObjectFieldTemplate(p: ObjectFieldTemplateProps): ReactNode {
  const isRoot = p.fieldPathId.path.length === 0;
  const inArray = typeof p.fieldPathId.path[p.fieldPathId.path.length - 1] === 'number';
  const input = inArray ? lineInput(p.schema, p.uiSchema) : null;
  if (input) {
    const shown = p.properties.filter((prop) => !prop.hidden);
    return (
      <div className="eng-form__line">
        <div className="eng-form__line-info">{shown.filter((prop) => prop.name !== input).map((prop) => prop.content)}</div>
        {shown.find((prop) => prop.name === input)?.content}
      </div>
    );
  }
  // A field's screen of its own draws the form's data with only that field in sight (fieldScreen.ts).
  const only = isRoot ? screenField(p.registry.formContext) : undefined;
  return (
    <div className="eng-form__object">
      {!isRoot && !inArray && p.title && <h4 className="eng-section__title">{p.title}</h4>}
      {p.properties.filter((prop) => !prop.hidden && (only === undefined || prop.name === only)).map((prop) => prop.content)}
    </div>
  );
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const Nothing = (_p: IconButtonProps | object): ReactNode => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    SubmitButton: Nothing,
    AddButton: Nothing,
    CopyButton: Nothing,
    MoveDownButton: Nothing,
    MoveUpButton: Nothing,
    RemoveButton: Nothing,
    ClearButton: Nothing,
  },
};

import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
} from '@rjsf/utils';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { CascaderWidget } from './fields/CascaderWidget';
import { DateWidget } from './fields/DateWidget';
import { ImageWidget } from './fields/ImageWidget';
import { CheckboxWidget, NumberWidget, TextareaWidget, TextWidget } from './fields/inputs';
import { PickerWidget } from './fields/PickerWidget';

// The app's mobile theme for @rjsf/core: antd-mobile inputs and pickers, label-above fields, array rows
// as cards. uiSchema names the widgets: picker, date, cascader, image, number, textarea.

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
  number: NumberWidget,
  textarea: TextareaWidget,
};

function FieldTemplate(p: FieldTemplateProps): ReactNode {
  if (p.hidden) return <div hidden>{p.children}</div>;
  const isContainer = p.schema.type === 'object' || p.schema.type === 'array';
  const errors = (p.rawErrors ?? []).filter(Boolean);
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
      {errors.map((e, i) => (
        <div key={i} className="eng-form__error" role="alert">
          {e}
        </div>
      ))}
    </div>
  );
}

function ArrayFieldTemplate(p: ArrayFieldTemplateProps): ReactNode {
  return (
    <fieldset className="eng-form__array">
      {p.title && <legend className="eng-section__title">{p.title}</legend>}
      {p.items}
      {p.canAdd && !p.readonly && !p.disabled && (
        <Button block size="small" fill="outline" color="primary" onClick={() => p.onAddClick()}>
          + {t('engine.addRow')}
        </Button>
      )}
    </fieldset>
  );
}

function ArrayFieldItemTemplate(p: ArrayFieldItemTemplateProps): ReactNode {
  const b = p.buttonsProps;
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
  return (
    <div className="eng-form__object">
      {!isRoot && !inArray && p.title && <h4 className="eng-section__title">{p.title}</h4>}
      {p.properties.filter((prop) => !prop.hidden).map((prop) => prop.content)}
    </div>
  );
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

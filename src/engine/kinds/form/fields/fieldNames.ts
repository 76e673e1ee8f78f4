// The names a form page's uiSchema may give `ui:widget`: the app's own form fields (this folder) and the
// standard @rjsf widgets the theme draws in the app's style. theme.tsx maps each name to its component;
// the meta-schema lists the same names ($defs/fieldWidget), which the schema lint reads, and a test
// keeps the three equal.

/** Fields of this folder, by the name a uiSchema gives them. */
export const APP_FIELDS = ['picker', 'date', 'cascader', 'image', 'images', 'number', 'textarea', 'password', 'chips', 'notice', 'slot'] as const;
export type AppFieldName = (typeof APP_FIELDS)[number];

/** @rjsf's own widget names (text, checkbox, select, updown, hidden) that the theme replaces or keeps. */
export const STANDARD_FIELDS = ['text', 'checkbox', 'select', 'updown', 'hidden'] as const;

export const FIELD_NAMES: readonly string[] = [...APP_FIELDS, ...STANDARD_FIELDS];

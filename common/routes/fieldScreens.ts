// Screens that draw one field of a form page on a screen of their own (the spec's Choose category and Multiple
// packagings, §2; src/engine/kinds/form/FieldScreen.tsx): each screen's route, the route of the form whose page file
// draws it, and the field. The form's page file names the screen in the field's `ui:options.screen`; the schema check
// holds the two together (common/checks/lintPages.ts), so a screen drawing another form's field cannot be named.

export interface FieldScreen {
  /** the form's route: its page file draws the field */
  form: string;
  /** the property of the form's data the screen fills */
  field: string;
}

export const FIELD_SCREENS: Readonly<Record<string, FieldScreen>> = {
  '/packagesSub/newProductApply/categoryPick/index': { form: '/packagesSub/newProductApply/info', field: 'categoryId' },
  '/packagesSub/newProductApply/component/MorePacking': { form: '/packagesSub/newProductApply/info', field: 'packagings' },
};

/** The field screen at a route, if it is one. */
export const fieldScreenAt = (path: string): FieldScreen | undefined => (Object.hasOwn(FIELD_SCREENS, path) ? FIELD_SCREENS[path] : undefined);

import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { Suspense, type ReactNode } from 'react';
import { preloadable, type Preloadable } from '../../../../ui/preloadable';

// A form's fields that only some forms draw (as the chart, src/engine/pageParts.tsx): the chips (antd-mobile's
// Selector), the yes/no switch, the photos, the lines added from a search (addFrom) and a dock's slot picker. Most forms draw none of them: as static imports of the form kind they
// were six more files in every form's first round (a phone on HTTP/1.1 pays a round trip per six files). A built page
// module hands over those its page draws (common/page/pageParts.ts says which); a page checked in the browser fetches
// them as they are first drawn.

export const chipsPart = preloadable(() => import('./ChipsWidget').then((m) => ({ default: m.ChipsWidget })));
export const switchPart = preloadable(() => import('./SwitchWidget').then((m) => ({ default: m.CheckboxWidget })));
export const imagesPart = preloadable(() => import('./ImagesWidget').then((m) => ({ default: m.ImagesWidget })));
/**
 * The addFrom field (a search box, its results and the lines below them): handed over with its page, so the form's
 * first frame holds it (fetched as it was first drawn, its 88 px on the delivery form arrived a frame later and
 * moved every field below it down).
 */
export const addFromPart = preloadable(() => import('./AddFromSearchField').then((m) => ({ default: m.AddFromSearchField })));
/**
 * The slot picker (a dock's delivery slots: day tabs and slot chips), handed over with its page as addFrom is: fetched
 * as it was first drawn, it arrived a frame after the form and pushed the fields below it down.
 */
export const slotPart = preloadable(() => import('./SlotPicker').then((m) => ({ default: m.SlotPicker })));
/** antd-mobile's image uploader (with its image viewer): never handed over, fetched as a form first draws one. */
const imagePart = preloadable(() => import('./ImageWidget').then((m) => ({ default: m.ImageWidget })));

/** The widget or field a part draws: nothing in its place while the part is still on its way. */
function drawnBy<P extends WidgetProps | FieldProps>(part: Preloadable<P>): (p: P) => ReactNode {
  return function PartWidget(p: P) {
    return (
      <Suspense fallback={null}>
        <part.Component {...p} />
      </Suspense>
    );
  };
}

/** `"ui:widget": "chips"` (ChipsWidget.tsx). */
export const ChipsWidget = drawnBy(chipsPart);
/** A boolean, or `"ui:widget": "checkbox"` (SwitchWidget.tsx). */
export const CheckboxWidget = drawnBy(switchPart);
/** `"ui:widget": "images"` (ImagesWidget.tsx). */
export const ImagesWidget = drawnBy(imagesPart);
/** `"ui:widget": "image"` (ImageWidget.tsx). */
export const ImageWidget = drawnBy(imagePart);
/** `"ui:field": "addFrom"` (AddFromSearchField.tsx). */
export const AddFromField = drawnBy(addFromPart);
/** `"ui:widget": "slot"` (SlotPicker.tsx). */
export const SlotWidget = drawnBy(slotPart);

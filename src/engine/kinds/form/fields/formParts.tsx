import type { WidgetProps } from '@rjsf/utils';
import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../../../../ui/preloadable';

// A form's fields that only some forms draw (as the chart, src/engine/pageParts.tsx): the chips (antd-mobile's
// Selector), the yes/no switch and the photos. Most forms draw none of them: as static imports of the form kind they
// were six more files in every form's first round (a phone on HTTP/1.1 pays a round trip per six files). A built page
// module hands over those its page draws (common/page/pageParts.ts says which); a page checked in the browser fetches
// them as they are first drawn.

export const chipsPart = preloadable(() => import('./ChipsWidget').then((m) => ({ default: m.ChipsWidget })));
export const switchPart = preloadable(() => import('./SwitchWidget').then((m) => ({ default: m.CheckboxWidget })));
export const imagesPart = preloadable(() => import('./ImagesWidget').then((m) => ({ default: m.ImagesWidget })));

/** `"ui:widget": "chips"` (ChipsWidget.tsx). */
export function ChipsWidget(p: WidgetProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <chipsPart.Component {...p} />
    </Suspense>
  );
}

/** A boolean, or `"ui:widget": "checkbox"` (SwitchWidget.tsx). */
export function CheckboxWidget(p: WidgetProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <switchPart.Component {...p} />
    </Suspense>
  );
}

/** `"ui:widget": "images"` (ImagesWidget.tsx). */
export function ImagesWidget(p: WidgetProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <imagesPart.Component {...p} />
    </Suspense>
  );
}

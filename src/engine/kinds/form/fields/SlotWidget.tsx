import type { WidgetProps } from '@rjsf/utils';
import { lazyPart } from '../../../../ui/lazyPart';

// The slot picker is loaded only by the forms that draw one (booking a delivery slot).
export const SlotWidget = lazyPart<WidgetProps>(() => import('./SlotPicker').then((m) => m.SlotPicker));

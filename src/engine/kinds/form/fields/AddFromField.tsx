import type { FieldProps } from '@rjsf/utils';
import { lazyPart } from '../../../../ui/lazyPart';

// The addFrom field (a search box and its results) is loaded only by forms that use it.
export const AddFromField = lazyPart<FieldProps>(() => import('./AddFromSearchField').then((m) => m.AddFromSearchField));

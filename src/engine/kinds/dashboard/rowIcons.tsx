import type { ReactNode } from 'react';
import { LineIcon, type Stroke } from '../../../ui/LineIcon';
import type { RowIcon } from '../../../../common/page/schemaTypes';

// Line glyphs before the rows of a links tile (the my page's entries), in the app's colour. The names are
// schemas/page.schema.json's $defs/rowIcon; the record type keeps the two lists equal.
const GLYPHS: Record<RowIcon, readonly Stroke[]> = {
  switch: ['M4 8h13l-3-3M20 16H7l3 3'],
  info: [{ rect: [4, 4, 16, 16, 3] }, 'M12 11v5M12 8v.01'],
  lock: [{ rect: [5, 10, 14, 10, 2] }, 'M8 10V7a4 4 0 0 1 8 0v3'],
  chat: ['M4 5h16v11H9l-5 4z'],
  about: [{ circle: [12, 12, 8] }, 'M12 11v5M12 8v.01'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'],
  web: [{ circle: [12, 12, 8] }, 'M4 12h16', 'M12 4a12 12 0 0 1 0 16M12 4a12 12 0 0 0 0 16'],
  lang: [{ circle: [12, 12, 8] }, 'M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16'],
};

export function RowGlyph({ name }: { name: RowIcon }): ReactNode {
  return <LineIcon className="eng-links__icon" strokes={GLYPHS[name]} size={20} />;
}

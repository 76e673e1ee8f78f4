// Finds where a JSON pointer points in the file's text, so an error names a line an author can jump to.
// A small scanner over the JSON text (already known to parse) that tracks the path of every value.

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** 1-based line of the value at `pointer` ('' = the whole document), or null when it is not there. */
export function lineOfPointer(text: string, pointer: string): number | null {
  const target = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  let pos = 0;
  let line = 1;

  const skipWs = () => {
    while (pos < text.length && /\s/.test(text[pos]!)) {
      if (text[pos] === '\n') line++;
      pos++;
    }
  };
  const readString = (): string => {
    const start = pos;
    pos++;
    while (pos < text.length && text[pos] !== '"') pos += text[pos] === '\\' ? 2 : 1;
    pos++;
    return JSON.parse(text.slice(start, pos)) as string;
  };
  // Returns the line where `target` starts if it is inside this value, else null.
  const value = (path: string[]): number | null => {
    skipWs();
    const here = line;
    const matches = path.length === target.length && path.every((p, i) => p === target[i]);
    if (matches) return here;
    const ch = text[pos];
    if (ch === '{') {
      pos++;
      skipWs();
      if (text[pos] === '}') return pos++, null;
      for (;;) {
        skipWs();
        const key = readString();
        skipWs();
        pos++; // ':'
        const found = value([...path, key]);
        if (found !== null) return found;
        skipWs();
        if (text[pos++] === '}') return null;
      }
    }
    if (ch === '[') {
      pos++;
      skipWs();
      if (text[pos] === ']') return pos++, null;
      for (let i = 0; ; i++) {
        const found = value([...path, String(i)]);
        if (found !== null) return found;
        skipWs();
        if (text[pos++] === ']') return null;
      }
    }
    if (ch === '"') readString();
    else while (pos < text.length && !/[\s,}\]]/.test(text[pos]!)) pos++;
    return null;
  };
  try {
    return value([]);
  } catch {
    return null;
  }
}

/** Offset of the first syntax error in JSON text (a strict recursive-descent pass), or null if it parses. */
function syntaxErrorOffset(text: string): number | null {
  let pos = 0;
  const ws = () => {
    while (pos < text.length && ' \t\n\r'.includes(text[pos]!)) pos++;
  };
  const fail = (): never => {
    throw pos;
  };
  const str = () => {
    if (text[pos] !== '"') fail();
    pos++;
    while (pos < text.length && text[pos] !== '"') {
      if (text[pos] === '\n') fail();
      pos += text[pos] === '\\' ? 2 : 1;
    }
    if (pos >= text.length) fail();
    pos++;
  };
  const value = (): void => {
    ws();
    const ch = text[pos];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      pos++;
      ws();
      if (text[pos] === close) return void pos++;
      for (;;) {
        if (close === '}') {
          ws();
          str();
          ws();
          if (text[pos] !== ':') fail();
          pos++;
        }
        value();
        ws();
        if (text[pos] === ',') pos++;
        else if (text[pos] === close) return void pos++;
        else fail();
      }
    }
    if (ch === '"') return str();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(pos, pos + 400));
    if (!m) fail();
    pos += m![0].length;
  };
  try {
    value();
    ws();
    return pos < text.length ? pos : null;
  } catch (at) {
    return typeof at === 'number' ? at : null;
  }
}

/** Offset of a JSON syntax error: from the engine's message when it says, else found by scanning. */
export function offsetOfParseError(text: string, message: string): number | null {
  const position = /position (\d+)/.exec(message);
  return position ? Number(position[1]) : syntaxErrorOffset(text);
}

/** Line of a JSON syntax error: from the engine's message when it says, else found by scanning. */
export function lineOfParseError(text: string, message: string): number | null {
  const lineCol = /line (\d+)/.exec(message);
  if (lineCol) return Number(lineCol[1]);
  const offset = offsetOfParseError(text, message);
  return offset === null ? null : text.slice(0, offset).split('\n').length;
}

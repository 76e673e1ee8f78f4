// Stands in for @rjsf/utils' getDecimalSeparator (vite.config.ts). The app's forms take decimals with "." whatever
// the phone's language: the number input accepts nothing else (fields/inputs.tsx) and the server takes decimal
// strings. RJSF's own asks the browser's number format on every render of a number field, and the first ask
// starts up the browser's locale data: the costliest single call of a big form's first draw (~50 ms on a
// 4x-slower phone), for an answer that must be "." here anyway.

export default function getDecimalSeparator(): string {
  return '.';
}

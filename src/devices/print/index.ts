// The print pipeline's face for the app: the engine's print sheet and the printer screen load the UI lazily
// (never on the login route); tests and tools use the modules directly.
export type { PrintTemplate } from '../../../common/print/template';
export type { Block } from '../../../common/print/blocks';

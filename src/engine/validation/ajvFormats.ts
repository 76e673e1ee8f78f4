import { fullFormats } from 'ajv-formats/dist/formats.js';

/** The string formats (date, email…) that @rjsf/validator-ajv8 compiles form schemas with; used by precompiled form validators. */
export const formats = fullFormats;

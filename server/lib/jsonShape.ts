/** A JSON object (not null, not an array): what schema walkers and input checks step into. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

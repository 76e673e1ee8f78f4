// One set of ajv options for every place a page schema is checked (CLI, tests, dev loader, the generated
// production validator), so a file accepted in one place is accepted in all.
export const pageAjvOptions = {
  allErrors: true,
  discriminator: true,
  allowUnionTypes: true,
  strict: true,
  strictRequired: false,
  // Referenced definitions become functions of their own: the generated validator is ~40% smaller.
  inlineRefs: false,
  // Errors carry the schema node they come from: the explanation reads allowed properties and
  // descriptions from it, and sorts out which oneOf alternative an error belongs to.
  verbose: true,
} as const;

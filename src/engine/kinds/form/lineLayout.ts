// A list row of facts and one input (a confirmed quantity beside the item, spec and ordered quantity) is
// drawn as one compact line: the read-only values as text, the input on the right. A phone form of 28
// order lines then stays a short scroll instead of a stack of 28 cards of disabled inputs.

type Node = Record<string, unknown>;

function uiOf(ui: unknown, name: string): Node {
  const v = (ui as Node | undefined)?.[name];
  return typeof v === 'object' && v !== null ? (v as Node) : {};
}

/** The one input of a row drawn as a line, or null when the row is a card (several inputs, or none). */
export function lineInput(itemSchema: unknown, itemUi: unknown): string | null {
  const props = (itemSchema as { properties?: Record<string, Node> } | undefined)?.properties;
  if (!props) return null;
  const visible = Object.keys(props).filter((name) => uiOf(itemUi, name)['ui:widget'] !== 'hidden');
  const readOnly = (name: string) => uiOf(itemUi, name)['ui:readonly'] === true || props[name]?.readOnly === true;
  const inputs = visible.filter((name) => !readOnly(name));
  return inputs.length === 1 && visible.length > 1 ? inputs[0]! : null;
}

/** Title and help of a row field (for the column heading above the lines). */
export function fieldText(itemSchema: unknown, itemUi: unknown, name: string): { title: string; help: string } {
  const ui = uiOf(itemUi, name);
  const schema = (itemSchema as { properties?: Record<string, Node> } | undefined)?.properties?.[name] ?? {};
  return { title: String(ui['ui:title'] ?? schema.title ?? name), help: typeof ui['ui:help'] === 'string' ? ui['ui:help'] : '' };
}

/** The first read-only field of a line (its title, e.g. the item). */
export function lineTitleField(itemSchema: unknown, itemUi: unknown, input: string): string | null {
  const props = (itemSchema as { properties?: Record<string, Node> } | undefined)?.properties ?? {};
  return Object.keys(props).find((name) => name !== input && uiOf(itemUi, name)['ui:widget'] !== 'hidden') ?? null;
}

import type { ComponentType } from 'react';

export function hasPageSchema(_route: string): boolean {
  return false;
}

export const SchemaPage: ComponentType<{ route: string; query: Record<string, string> }> = () => null;

import type { ReactNode } from 'react';

// The floor pages' twenty rows (bench/stackFloor.ts), fetched from the page's folder and drawn as bare cards.

export interface Row {
  id: number;
  name: string;
}

export const rows = (): Promise<Row[]> => fetch('./rows.json').then((r) => r.json() as Promise<Row[]>);

export function Cards({ list }: { list: Row[] }): ReactNode {
  return (
    <div>
      {list.map((r) => (
        <article className="eng-card" key={r.id}>
          <strong>{r.name}</strong>
          <span>{r.id}</span>
        </article>
      ))}
    </div>
  );
}

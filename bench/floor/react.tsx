import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Cards, rows, type Row } from './cards';

// React alone: the rows fetched in an effect once the page has drawn.
function List(): ReactNode {
  const [list, setList] = useState<Row[]>([]);
  useEffect(() => void rows().then(setList), []);
  return <Cards list={list} />;
}

createRoot(document.getElementById('root')!).render(<List />);

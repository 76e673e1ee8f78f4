import type { ReactNode } from 'react';
import type { SchemaProblem } from '../validation/validatePage';
import { useEngine } from './useEngine';

/**
 * A page file that fails its check: which file, where (JSON pointer and line), what was expected. In production
 * that is the meta-schema; in `npm run dev` the whole of `npm run schemas:check` (validation/devCheck.ts).
 */
export function SchemaErrorScreen({ file, problems }: { file: string; problems: SchemaProblem[] }): ReactNode {
  const { t } = useEngine();
  return (
    <section className="eng-schema-error" role="alert">
      <h2 className="eng-schema-error__title">{t('engine.schemaError')}</h2>
      <p className="eng-schema-error__desc">{t('engine.schemaErrorDesc')}</p>
      <p className="eng-schema-error__file">
        <code>{file}</code>
      </p>
      <ol className="eng-schema-error__list">
        {problems.map((p, i) => (
          <li key={i}>
            <code className="eng-schema-error__pointer">{p.pointer || '/'}</code>
            {p.line ? <span className="eng-schema-error__line">{t('engine.line', { n: p.line })}</span> : null}
            <div className="eng-schema-error__message">{p.message}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}

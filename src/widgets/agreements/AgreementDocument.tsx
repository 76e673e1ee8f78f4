import type { ReactNode } from 'react';
import { useLang } from '../../i18n';
import '../../styles/agreement.css';
import type { LegalDocument } from './types';

/** Renders a legal text in the current language. */
export function AgreementDocument({ doc }: { doc: Record<'zh-CN' | 'en', LegalDocument> }): ReactNode {
  const lang = useLang();
  const text = doc[lang];
  return (
    <article className="agreement">
      <h2 className="agreement__title">{text.title}</h2>
      <p className="agreement__meta">{text.effective}</p>
      {text.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export interface LegalDocument {
  title: string;
  effective: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}

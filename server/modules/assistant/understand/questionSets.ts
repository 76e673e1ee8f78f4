import supplierFile from './questions.json';

/**
 * The supplier side's question sets, kept as data in questions.json: the labelled set the routing is tuned and held
 * on, and the unseen questions printed apart. Each set says what it is (`about`) and holds its questions in groups
 * by topic; each question comes with the intent, knowledge entry or `fallback` a person labelled it with. The
 * accuracy test reads them here, in file order.
 */
export type Labelled = [question: string, expected: string];

interface QuestionSet {
  about: string;
  groups: { topic?: string; questions: string[][] }[];
}

function questions(set: QuestionSet): Labelled[] {
  return set.groups.flatMap((g) =>
    g.questions.map((q): Labelled => {
      const [question, expected] = q;
      if (q.length !== 2 || !question || !expected) throw new Error(`a labelled question is a [question, label] pair: ${JSON.stringify(q)}`);
      return [question, expected];
    }),
  );
}

export const labelledQuestions = questions(supplierFile.labelled);
export const unseenQuestions = questions(supplierFile.unseen);

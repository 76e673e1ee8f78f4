import type { Said } from './language';

/**
 * Whether a new password is too easy to guess, by zxcvbn-ts with its common dictionaries (a list of passwords
 * seen in breaches, and common words): a score under 3 ("safely unguessable") is refused. The account's own words
 * (account name, user name) count as known to an attacker. The dictionaries are large, so they load on first use.
 */
type Checker = { checkAsync(password: string, userInputs?: string[]): Promise<{ score: number }> };
let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary } }),
  );
  return checker;
}

export const MIN_PASSWORD_SCORE = 3;

export async function passwordTooWeak(password: string, knownWords: string[]): Promise<boolean> {
  const z = await loadChecker();
  const r = await z.checkAsync(password, knownWords.filter(Boolean));
  return r.score < MIN_PASSWORD_SCORE;
}

export const weakPassword: Said = {
  'zh-CN': '太常见或太容易被猜到，请换一个更复杂的密码',
  en: 'is too common or too easy to guess; choose a harder one',
};

import localize from 'ajv-i18n';
import type { FastifyError } from 'fastify';
import { said, type Lang, type Said } from './language';
import { fieldPlace, fieldProblem } from './fieldNames';

/** One schema violation as Fastify's ajv reports it. */
interface Issue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const notInForm = said('格式不正确', 'is not in the expected form');

/** "must be a whole number": what a value of the wrong JSON type should have been. */
function typeProblem(type: string): Said {
  switch (type) {
    case 'integer': return said('应为整数', 'must be a whole number');
    case 'number': return said('应为数字', 'must be a number');
    case 'string': return said('应为文字', 'must be text');
    case 'boolean': return said('应为是或否', 'must be true or false');
    case 'array': return said('应为列表', 'must be a list');
    default: return notInForm;
  }
}

/** The problem in words a supplier reads, for the keywords people actually run into. */
function plainProblem(issue: Issue): Said | null {
  const p = issue.params;
  const n = String(p.limit ?? '');
  switch (issue.keyword) {
    case 'required':
      return { 'zh-CN': '必须填写', en: 'is required' };
    case 'type':
      return typeProblem(String(p.type).split(',')[0]);
    case 'format':
      return p.format === 'date'
        ? { 'zh-CN': '不是有效的日期（年-月-日）', en: 'must be a valid date (YYYY-MM-DD)' }
        : notInForm;
    case 'minimum':
      return { 'zh-CN': `不能小于 ${n}`, en: `must not be less than ${n}` };
    case 'exclusiveMinimum':
      return { 'zh-CN': `必须大于 ${n}`, en: `must be greater than ${n}` };
    case 'maximum':
      return { 'zh-CN': `不能大于 ${n}`, en: `must not be greater than ${n}` };
    case 'exclusiveMaximum':
      return { 'zh-CN': `必须小于 ${n}`, en: `must be less than ${n}` };
    case 'minLength':
      return n === '1'
        ? { 'zh-CN': '不能为空', en: 'must not be empty' }
        : { 'zh-CN': `至少 ${n} 个字符`, en: `must have at least ${n} characters` };
    case 'maxLength':
      return { 'zh-CN': `不能超过 ${n} 个字符`, en: `must not be longer than ${n} characters` };
    case 'maxItems':
      return { 'zh-CN': `最多 ${n} 项`, en: `must not have more than ${n} entries` };
    case 'minItems':
      return { 'zh-CN': `至少 ${n} 项`, en: `must have at least ${n} entries` };
    case 'enum':
      return { 'zh-CN': '不是可选的值', en: 'is not one of the allowed values' };
    case 'storableText':
      // NUL or half of an emoji: what a broken client or a probe sends, never a person typing.
      return { 'zh-CN': '含有无法保存的字符', en: 'contains characters that cannot be stored' };
    case 'uniqueItems':
      return { 'zh-CN': '有重复项', en: 'has repeated entries' };
    case 'pattern':
    case 'anyOf':
    case 'oneOf':
      return notInForm;
    default:
      return null;
  }
}

/** Any other keyword: the maintained ajv-i18n texts of each language. */
function libraryProblem(issue: Issue): Said {
  const inLang = (lang: Lang) => {
    const copy = [{ ...issue }];
    (lang === 'en' ? localize.en : localize.zh)(copy as Parameters<typeof localize.en>[0]);
    return copy[0].message ?? '';
  };
  return { 'zh-CN': inLang('zh-CN'), en: inLang('en') };
}

/**
 * The first violation of a request, as `{ field, said, problem }`: `field` is the path the client sent
 * (`lines/0/confirmedQty`), `said` the message naming it in words, `problem` the same without the field's name.
 * A failed `anyOf` reports itself rather than the first alternative it tried.
 */
export function describeValidation(err: FastifyError): { field: string; said: Said; problem: Said } {
  const issues = (err.validation ?? []) as unknown as Issue[];
  const issue = issues.find((i) => i.keyword === 'anyOf' || i.keyword === 'oneOf') ?? issues[0];
  if (!issue) {
    const invalid = said('输入不正确', 'The input is not valid');
    return { field: err.validationContext ?? 'body', said: invalid, problem: invalid };
  }
  let field = issue.instancePath.replace(/^\//, '');
  if (typeof issue.params.missingProperty === 'string') field = [field, issue.params.missingProperty].filter(Boolean).join('/');
  if (typeof issue.params.additionalProperty === 'string') {
    field = [field, issue.params.additionalProperty].filter(Boolean).join('/');
    const problem = said('不是可接受的字段', 'is not an accepted field');
    return { field, said: fieldProblem(fieldPlace(field, true), problem), problem };
  }
  const place = field ? fieldPlace(field) : said('', 'The input');
  const problem = plainProblem(issue) ?? libraryProblem(issue);
  return { field: field || (err.validationContext ?? 'body'), said: fieldProblem(place, problem), problem };
}

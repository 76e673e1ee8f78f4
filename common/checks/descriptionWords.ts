// The Chinese of the meta-schemas' descriptions that the check shows after a complaint ("格式不对 — …"), keyed by the
// English description as the meta-schema says it: a description that changes, or a new one the check can show, has
// no Chinese until it is written here (descriptionWords.test.ts fails). Kept in the check's code, not in the
// meta-schemas, so that the app, which loads the page meta-schema and its validator, does not carry them.

const ZH: Record<string, string> = {
  // page.schema.json
  'One screen of the 云快订 app, rendered by src/engine. Pure data: no JavaScript in strings; text templates are {{field}}.':
    '云快订应用的一个页面，由 src/engine 绘制。纯数据：字符串里没有 JavaScript；文字模板写作 {{field}}。',
  'Text shown to the user: a plain string, or one per language (zh-CN is the fallback).':
    '显示给用户的文字：一个字符串，或每种语言一个（缺少时用 zh-CN）。',
  "Text with {{field}} placeholders filled from the current record; {{a||b}} takes the first non-empty. A string that is exactly one placeholder keeps the value's type.":
    '带 {{field}} 占位符的文字，用当前记录填充；{{a||b}} 取第一个非空的值。整个字符串只是一个占位符时，保留值的类型。',
  'A field of the record, dots for nested fields (lines.0.qty).':
    '记录的一个字段，嵌套的字段用点连接（lines.0.qty）。',
  "An app route of the spec's route table, e.g. /packagesSub/purchaseOrder/index.":
    '规格路由表中的一个应用路由，例如 /packagesSub/purchaseOrder/index。',
  "A function code: a menu code (the user's menu tree must hold it) or a finer code the server may list in shieldCode.":
    '功能编码：菜单编码（用户的菜单树必须包含它），或服务器可在 shieldCode 中列出的更细的编码。',
  'Name of a value list in schemas/enums.json (poStatus, inStatus, outStatus, reconStatus…).':
    'schemas/enums.json 中一个值列表的名称（poStatus、inStatus、outStatus、reconStatus…）。',
  'A JSON value whose strings are templates. {"$map": "lines", "to": {...}} turns each element of a list into the value of `to`; {"$expr": …} is an expression (see expression).':
    '字符串为模板的 JSON 值。{"$map": "lines", "to": {...}} 把列表的每个元素变成 to 的值；{"$expr": …} 是表达式（见 expression）。',
  'A test on the current record, as data: {field, op, value}, or all/any/not of conditions. gt/gte/lt/lte compare dates (YYYY-MM-DD, or an instant read on the chain\'s clock) by their day, and the value "today" is the current business day; against the value "now" they compare instants by time (a slot that has ended). Or an expression that is true or false ({"$expr": …}).':
    '对当前记录的判断，写成数据：{field, op, value}，或条件的 all/any/not。gt/gte/lt/lte 按天比较日期（YYYY-MM-DD，或按连锁的时钟读的时刻），值 "today" 是当前营业日；与值 "now" 比较时按时间比较时刻（已结束的时段）。也可以是结果为真或假的表达式（{"$expr": …}）。',
  'How a value is shown (spec §5). Presets: amount 2 decimals grouped, rate percent of a ratio with 2 decimals, quantity 3, price 4, currency = amount with the configured symbol; change = a ratio against an earlier period as ▲12.34% / ▼3.10%, coloured by direction; boolean = 是/否 (Yes/No) for true/false.':
    '值的显示方式（规格 §5）。预设：amount 两位小数、千分位分组；rate 把比率显示为百分数，两位小数；quantity 三位；price 四位；currency 即 amount 加配置的货币符号；change 是与之前某期相比的比率，显示为 ▲12.34% / ▼3.10%，按方向着色；boolean 把 true/false 显示为 是/否（Yes/No）。',
  "dateRange: the parameter that takes the minute (HH:MM) up to which the last day is counted, when a link's query gives it under this name (the previous period of a figure counted to the same time of day); the filter's title then shows it, and picking another period drops it. Without it such a link opens whole days.":
    'dateRange：链接的查询以此名称给出最后一天计到的分钟（HH:MM）时，接收它的参数（某数字的上期算到一天中的同一时刻）；筛选的标题随之显示它，选择另一个期间时去掉它。没有它时，这样的链接打开整天。',
  "Where tapping a row (or a line) leads: one link, or a list of links with `when` conditions of which the first that applies to the row is taken (a ledger's rows open the document of their type). A row no link applies to does not open.":
    '点按一行（或一条明细）时去往何处：一个链接，或带 when 条件的链接列表，取第一个适用于该行的（台账的行打开其类型的单据）。没有链接适用的行不能打开。',
  'a word after the figure ("11 单"), per language; unlike other texts its English may be empty (a count needs no word there)':
    '数字后面的词（"11 单"），按语言给出；与其他文字不同，它的英文可以为空（计数在那里不需要词）',
  "Must hold a required dateRange: the report's period.":
    '必须包含一个必填的 dateRange：报表的期间。',
  "the tab's name in the address (?tab=purchases), unique on the page":
    '标签在地址中的名称（?tab=purchases），在页面内唯一',
  'JSON-logic: a value, a list, or {"operation": arguments} with one operation (schemas:check names an operation it does not know).':
    'JSON-logic：一个值、一个列表，或只含一个运算的 {"运算": 参数}（schemas:check 会指出它不认识的运算）。',
  'A link\'s query value: a template over the record ({{key}}), or an expression ({"$expr": {"monthStart": {"var": "key"}}}).':
    '链接的查询值：基于记录的模板（{{key}}），或表达式（{"$expr": {"monthStart": {"var": "key"}}}）。',
  // menu.schema.json
  "Upper-case code, unique across the file's menu codes and shield codes (SCM_PURCHASE_ORDER).":
    '大写的编码，在文件的菜单编码和屏蔽编码中唯一（SCM_PURCHASE_ORDER）。',
  'A role of the user kind: supplier users are admin, sales or finance.':
    '该用户类型的一个角色：供应商用户有 admin、sales 和 finance。',
  'The screen this entry opens; a page schema naming this code takes it as its route. Unique in the file.':
    '此菜单项打开的页面；指明此编码的页面 schema 以它为路由。在文件中唯一。',
  // enums.schema.json
  'antd-mobile Tag colour name or #rrggbb':
    'antd-mobile 的标签颜色名，或 #rrggbb',
};

/** A meta-schema description in Chinese; one without Chinese words is said in English. */
export const descriptionInChinese = (description: string): string => ZH[description] ?? description;

/** The English descriptions that have Chinese words. */
export const describedInChinese = (): string[] => Object.keys(ZH);

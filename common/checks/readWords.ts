// What a page does with a field of an answer (pageCalls.ts names it: "column", "link parameter", …) in Chinese, for
// the check's Chinese words; a name not listed here is said in English.

const ZH: Record<string, string> = {
  column: '列',
  'section field': '分区字段',
  'summary field': '合计字段',
  'chart series': '图表系列',
  'chart category': '图表分类',
  'condition field': '条件字段',
  'link parameter': '链接参数',
  'heading field': '标题字段',
  'row key': '行键',
  'line key': '明细行键',
  'status field': '状态字段',
  'note field': '备注字段',
  'notice field': '提示字段',
  'banner field': '横幅字段',
  'loaded field': '载入字段',
  'result field': '结果字段',
  'result key': '结果键',
  'action body field': '操作请求字段',
  'tab counts': '标签计数',
  'tab parameter': '标签参数',
  figure: '数字',
  'figure left out when empty': '为空时隐藏的数字',
  list: '列表',
  lines: '明细行',
  total: '总数',
};

export const readInChinese = (what: string): string => ZH[what] ?? what;

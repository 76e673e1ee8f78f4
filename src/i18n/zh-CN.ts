// Chinese (default) UI strings. Keys are grouped by screen; the English dictionary must have every key
// (enforced by its type), so a missing translation is a compile error rather than a blank label.
export const zhCN = {
  'app.name': '云快订',
  'app.version': '版本 {version}',

  'common.loading': '加载中...',
  'common.iKnow': '我知道了',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.back': '返回',
  'common.retry': '重试',
  'common.clear': '清除',
  'common.empty': '暂无数据',

  'error.network': '操作失败，请检查网络连接',
  'error.system': '系统异常',
  'error.noPermission': '无权限',
  'error.loggedInElsewhere': '您的账号已在其他地方登录',
  'error.authFailed': '登录认证失败',
  'error.loginExpiredAuth': '登录已过期或请联系管理员添加授权',
  'error.notAuthorized': '当前用户未授权，请联系管理员',
  'launch.menuChanged': '菜单权限已变更，已为您刷新',

  'page.loading': '页面加载中…',
  'page.loadFailed': '页面加载失败',
  'page.tapToReload': '点击重新加载',
  'page.unavailable': '功能暂未开放',
  'page.unavailableDesc': '该页面将在后续版本中开放，敬请期待',
  'page.notFound': '页面不存在',
  'page.notFoundDesc': '您访问的页面不存在或已下线',
  'page.removed': '此页面已下线',
  'page.removedDesc': '这里原有的页面已被撤下，首页列出您现在可以使用的功能',
  'page.goHome': '返回首页',

  'tab.home': '首页',
  'tab.my': '我的',

  'lang.label': '语言',
  'lang.zh-CN': '中文',
  'lang.en': 'English',

  'login.slogan': '供应商移动门户',
  'login.account': '账号',
  'login.accountPlaceholder': '请输入手机号或账号',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.check.solving': '正在进行安全验证，请稍候…',
  'login.check.solved': '安全验证已通过',
  'login.check.failed': '安全验证未完成',
  'login.checkFailed': '安全验证未完成，请点击重试',
  'login.submit': '登录',
  'login.agreePrefix': '登录即表示您已阅读并同意',
  'login.and': '和',
  'login.serviceAgreement': '《用户服务协议》',
  'login.privacyPolicy': '《隐私政策》',
  'login.accountRequired': '请输入账号',
  'login.passwordRequired': '请输入密码',

  'supplier.switched': '已切换到 {name}',

  'home.merchant': '商户',
  'home.currentSupplier': '当前供应商',
  'home.switch': '切换',

  'my.noSupplier': '未选择供应商',
} as const;

export type MessageKey = keyof typeof zhCN;

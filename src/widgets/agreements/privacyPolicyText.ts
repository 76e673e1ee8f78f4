import type { LegalDocument } from './types';

// The privacy policy of the supplier portal: what the app actually stores and sends (see spec §3 and §7),
// written for the people who log in on behalf of a supplier.

export const privacyPolicy: Record<'zh-CN' | 'en', LegalDocument> = {
  'zh-CN': {
    title: '云快订隐私政策',
    effective: '版本 1.2.6 · 生效日期：2026 年 1 月 1 日',
    intro: [
      '我们重视您的个人信息保护。本政策说明云快订在您使用过程中收集哪些信息、如何使用和保护，以及您享有的权利。',
    ],
    sections: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '账号信息：登录账号（通常为手机号）、姓名、所属供应商及角色，用于身份验证和权限控制。密码仅以不可逆的加密形式保存在服务器，我们无法查看您的明文密码。',
          '设备与日志信息：浏览器类型、操作系统、屏幕尺寸、随机生成的设备标识，以及访问页面、操作时间、接口错误等日志，用于保障账号安全、排查故障和改进体验。',
          '业务信息：您在平台上确认、提交或反馈的内容（如订单确认、新品资料、图片、投诉反馈）。',
        ],
      },
      {
        heading: '二、本地存储',
        paragraphs: [
          '为保持登录状态，应用会在您的浏览器本地存储登录凭证、用户名、当前供应商、功能菜单和语言偏好。退出登录时，登录相关数据会被清除；语言偏好和设备标识会保留。',
        ],
      },
      {
        heading: '三、信息的使用与共享',
        paragraphs: [
          '我们仅为提供本平台服务、处理双方业务往来、保障安全及履行法律义务而使用上述信息。',
          '我们不会出售您的个人信息。除法律法规要求或经您同意外，不会向我们及为我们提供技术服务的受托方以外的第三方提供；受托方须按照我们的要求和保密义务处理数据。',
        ],
      },
      {
        heading: '四、信息的保护与保存',
        paragraphs: [
          '数据通过加密连接传输，并按供应商隔离存放，您只能查看与您关联的供应商的数据。我们仅在实现上述目的所需的期限内保存信息，法律法规另有规定的除外。',
        ],
      },
      {
        heading: '五、您的权利',
        paragraphs: [
          '您可以在“我的”中查看供应商信息、修改密码；如需查询、更正或删除个人信息，或注销账号，请通过“投诉举报与反馈”联系我们，我们将在 15 个工作日内答复。',
        ],
      },
      {
        heading: '六、政策更新',
        paragraphs: [
          '本政策如有重大变更，我们会在登录页或应用内显著位置提示。继续使用即表示您接受更新后的政策。',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy of 云快订 (Yunkuaiding)',
    effective: 'Version 1.2.6 · effective 1 January 2026',
    intro: [
      'We take the protection of your personal data seriously. This policy explains what the app collects while you use it, how we use and protect it, and your rights.',
    ],
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Account data: your login account (usually a mobile number), name, the suppliers you act for and your role, used to verify your identity and control access. Passwords are stored on the server only as an irreversible hash; we cannot see them.',
          'Device and log data: browser type, operating system, screen size, a randomly generated device id, and logs of pages visited, times of actions and request errors, used to keep accounts safe, trace faults and improve the app.',
          'Business data: what you confirm, submit or report on the platform (order confirmations, new-product data, pictures, complaints and feedback).',
        ],
      },
      {
        heading: '2. Storage on your device',
        paragraphs: [
          'To keep you logged in, the app stores your login token, user name, current supplier, function menu and language preference in your browser. Logging out removes the login data; the language preference and device id stay.',
        ],
      },
      {
        heading: '3. Use and sharing',
        paragraphs: [
          'We use this data only to provide the platform, handle our business with your supplier, keep the service secure and meet legal obligations.',
          'We do not sell personal data. Apart from what the law requires or you agree to, we share it only with service providers working for us, who must handle it under our instructions and a duty of confidentiality.',
        ],
      },
      {
        heading: '4. Protection and retention',
        paragraphs: [
          'Data travels over encrypted connections and is kept separate per supplier: you can see only the data of the suppliers linked to your account. We keep data only as long as these purposes need, unless the law requires longer.',
        ],
      },
      {
        heading: '5. Your rights',
        paragraphs: [
          'Under "My" you can view supplier information and change your password. To access, correct or delete your personal data, or to close your account, contact us through "Complaints and feedback"; we answer within 15 working days.',
        ],
      },
      {
        heading: '6. Changes',
        paragraphs: [
          'We will announce material changes to this policy on the login page or prominently in the app. Continuing to use the app means you accept the updated policy.',
        ],
      },
    ],
  },
};

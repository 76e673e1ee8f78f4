import type { LegalDocument } from './types';

// The user service agreement of the supplier portal. Kept as data so legal can revise it without touching
// the screen; both languages say the same thing, and the Chinese text prevails if they differ.

export const serviceAgreement: Record<'zh-CN' | 'en', LegalDocument> = {
  'zh-CN': {
    title: '云快订用户服务协议',
    effective: '版本 1.2.6 · 生效日期：2026 年 1 月 1 日',
    intro: [
      '欢迎使用云快订（以下简称“本平台”）。本平台由零售连锁企业（以下简称“我们”）提供，供与我们建立供货关系的供应商及其授权人员在线处理采购、收货、对账与结算等业务。',
      '请您在登录前仔细阅读本协议。您登录或使用本平台，即表示您已阅读、理解并同意本协议全部内容。',
    ],
    sections: [
      {
        heading: '一、账号与授权',
        paragraphs: [
          '账号由我们根据双方的供货合作关系开通，仅限供应商本人或其书面授权的人员使用。一个账号可关联一个或多个供应商，您只能在已关联的供应商范围内办理业务。',
          '您应妥善保管账号和密码，不得出借、转让或与他人共用。通过您的账号完成的操作视为您所代表的供应商的行为。发现账号被盗用时，请立即修改密码并通知我们。',
        ],
      },
      {
        heading: '二、服务内容',
        paragraphs: [
          '本平台提供采购订单查询与确认、采购收货与退货查询、到货率、销售与库存报表、新品申请、自助补货、单据对账与结算单确认、蓝牙打印及客服反馈等功能。具体可用功能以您账号获得的权限为准。',
          '平台展示的数据来自我们的业务系统，仅供双方业务往来参考；结算以双方确认的对账单、结算单及合同约定为准。',
        ],
      },
      {
        heading: '三、使用规范',
        paragraphs: [
          '您应如实填写和确认信息（如订单确认数量、承诺到货日期、新品资料），不得提交虚假、侵权或违法的内容。',
          '不得以任何方式干扰平台运行，包括但不限于批量抓取数据、尝试访问其他供应商的数据、绕过权限控制或安全措施。我们有权对异常操作采取限制登录等措施。',
        ],
      },
      {
        heading: '四、数据与保密',
        paragraphs: [
          '双方在平台上往来的采购、销售、库存及价格信息属于商业秘密，双方均负有保密义务，未经对方同意不得向第三方披露。个人信息的处理见《隐私政策》。',
        ],
      },
      {
        heading: '五、服务变更与中止',
        paragraphs: [
          '我们可能因业务调整、系统维护或安全原因变更、暂停部分功能，并尽可能提前通知。合作关系终止或账号存在安全风险时，我们可以停用相应账号。',
        ],
      },
      {
        heading: '六、责任与争议',
        paragraphs: [
          '因不可抗力、网络或通信故障导致的服务中断，我们将尽力恢复，但不承担由此造成的间接损失。本协议适用中华人民共和国法律；争议由双方协商解决，协商不成的，提交我们所在地有管辖权的人民法院处理。',
          '如对本协议有疑问，可在“我的 - 投诉举报与反馈”中联系我们。',
        ],
      },
    ],
  },
  en: {
    title: 'User service agreement of 云快订 (Yunkuaiding)',
    effective: 'Version 1.2.6 · effective 1 January 2026',
    intro: [
      'Welcome to Yunkuaiding ("the platform"). The platform is provided by the retail chain ("we") so that suppliers who supply us, and the people they authorise, can handle purchasing, goods receipt, reconciliation and settlement online.',
      'Please read this agreement before you log in. By logging in or using the platform you confirm that you have read, understood and accepted it.',
    ],
    sections: [
      {
        heading: '1. Accounts and authorisation',
        paragraphs: [
          'We open accounts on the basis of an existing supply relationship. An account may be used only by the supplier or by persons it has authorised in writing. One account may be linked to one or more suppliers; you may act only for the suppliers linked to it.',
          'Keep your account and password safe; do not lend, transfer or share them. Actions taken with your account count as actions of the supplier you represent. If your account is misused, change your password at once and tell us.',
        ],
      },
      {
        heading: '2. The service',
        paragraphs: [
          'The platform offers purchase-order lookup and confirmation, goods receipts and purchase returns, arrival rates, sales and stock reports, new-product applications, self-service replenishment, document reconciliation and settlement confirmation, bluetooth printing and customer feedback. What you can use depends on the permissions of your account.',
          'Figures shown come from our business systems and serve as a reference for our dealings; payment follows the statements both sides confirmed and the supply contract.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'Enter and confirm information truthfully (confirmed quantities, promised delivery dates, new-product data). Do not submit false, infringing or unlawful content.',
          'Do not interfere with the platform, for example by bulk-harvesting data, trying to reach other suppliers’ data or bypassing access controls or security measures. We may restrict logins in response to abnormal activity.',
        ],
      },
      {
        heading: '4. Data and confidentiality',
        paragraphs: [
          'Purchasing, sales, stock and price information exchanged on the platform is a trade secret of the parties; neither side may disclose it to third parties without the other’s consent. Personal data is handled as described in the privacy policy.',
        ],
      },
      {
        heading: '5. Changes and suspension',
        paragraphs: [
          'We may change or pause features for business, maintenance or security reasons and will give notice where we can. When the supply relationship ends, or an account is at risk, we may disable the account.',
        ],
      },
      {
        heading: '6. Liability and disputes',
        paragraphs: [
          'We will restore service interrupted by force majeure or network failures as soon as we can, but are not liable for indirect losses caused by such interruptions. This agreement is governed by the laws of the People’s Republic of China; disputes are settled by negotiation, failing which by the competent people’s court where we are located.',
          'Questions about this agreement can be sent through "My → Complaints and feedback".',
        ],
      },
    ],
  },
};

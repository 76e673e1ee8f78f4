import { said } from '../../lib/language';

export const passwordMessages = {
  oldWrong: said('不正确', 'is not correct'),
  sameAsOld: said('不能与原密码相同', 'must differ from the old password'),
  isAccount: said('不能与账号相同', 'must not be the account name'),
  confirmDiffers: said('与新密码不一致', 'does not match the new password'),
  changedMeanwhile: said('密码已在别处修改，请重新输入原密码', 'The password was changed meanwhile; enter the current one again'),
};

export const changeRequestMessages = {
  nothingChanged: said('与当前资料相同，无需申请', 'is the same as the current data'),
  openAlready: said('已有一条待审批的同类申请', 'A request of this kind is already awaiting approval'),
  moved: said('申请已被处理，请刷新后重试', 'The request was handled meanwhile; refresh and try again'),
};

import type { Said } from '../../lib/language';

const said = (zh: string, en: string): Said => ({ 'zh-CN': zh, en });

/** What the device calls answer in words. Toasts of the boss side hold at most 16 characters (spec §9). */
export const deviceSaid = {
  changedMeanwhile: said('设备状态已变化，请刷新', 'The device changed meanwhile; refresh'),
  alreadyBound: said('设备已绑定', 'The device is already bound'),
  notBound: said('设备未绑定', 'The device is not bound'),
  notCamera: said('只有摄像头可以打开', 'Only cameras can be opened'),
  offline: said('设备不在线', 'The device is offline'),
  fault: said('设备故障', 'The device reports a fault'),
  noStream: said('设备没有视频流', 'The device has no video stream'),
  alreadyLive: said('设备正在直播', 'The device is already live'),
  notLive: said('设备未在直播', 'The device is not live'),
  mindAlreadyOpen: said('智能分析已开启', 'AI analysis is already on'),
  sameName: said('名称未变化', 'The name is unchanged'),
  blankName: said('不能为空', 'must not be blank'),
  branchNotStore: said('只能绑定到门店或仓库', 'must be a store or a warehouse'),
};

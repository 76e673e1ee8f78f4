// The cascader's popup, a chunk of its own (deferred.ts).
export { Cascader as default } from 'antd-mobile';

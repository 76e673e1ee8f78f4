// The wheel picker's popup, a chunk of its own (deferred.ts).
export { Picker as default } from 'antd-mobile';

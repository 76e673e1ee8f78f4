// The date wheel's popup, a chunk of its own (deferred.ts).
export { DatePicker as default } from 'antd-mobile';

// antd-mobile's bottom popups for the pickers, one chunk loaded through deferred.ts: apart they would split the
// debounce helper they share with the tabs out of the tabs' chunk, which other screens then pay for.
export { Cascader, DatePicker, Picker } from 'antd-mobile';

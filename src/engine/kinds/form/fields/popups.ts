// The pickers' bottom popups, one chunk loaded through deferred.ts: antd-mobile's wheel, date and cascader popups
// and the searchable tree. Apart they would split helpers they share with other screens' chunks (the tabs'
// debounce, the selector's field names) into chunks of their own, which those screens then pay for.
export { Cascader, DatePicker, Picker } from 'antd-mobile';
export { TreeSearchPicker, TreeSearchView } from './TreeSearchPicker';

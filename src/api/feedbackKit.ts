// antd-mobile's overlay components, split off because they bring the animation libraries (react-spring,
// use-gesture): the login route renders before they are needed and fetches them while idle.
export { Dialog, Toast } from 'antd-mobile';

// A module of its own so that header-dropdown can load antd's Dropdown lazily (a default export for React.lazy).
export { Dropdown as default } from 'antd';

// Vite plugin: antd's styles as one static stylesheet (`import 'virtual:antd.css'`), generated at build (and
// dev-server start) from the app's theme, so the browser does not generate them at run time.
//
// Why: antd 6 otherwise builds each component's CSS in JavaScript the first time it renders (hashing, token
// merging, serialising, <style> insertion). On the dashboard's first load that was the largest share of the
// main thread's blocking time on a phone (measured: median total blocking time 506 ms -> 318 ms with static
// styles, 4x CPU throttling). The app runs antd in `zeroRuntime` mode (theme.ts), which skips that work and
// relies on this file instead.
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

export const ANTD_CSS_MODULE = 'virtual:antd.css';
const RESOLVED = `\0${ANTD_CSS_MODULE}`;

/**
 * Every antd component the app renders, directly or inside another one (Table's pagination, checkboxes and
 * dropdowns; Upload's progress; Menu's tooltips; App's message, notification and modal). A component missing
 * here renders unstyled: antd-static-css.test.ts fails when the source imports one that is not listed.
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'AutoComplete',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'InputNumber',
  'List',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
  'notification',
] as const;

/** The stylesheet of ANTD_COMPONENTS under the app's theme. */
export function antdCss(): string {
  return extractStyle({
    includes: [...ANTD_COMPONENTS],
    // The extraction renders the components, so it must not itself run in zero-runtime mode.
    // (The package types the node with the global JSX namespace React 19 no longer declares.)
    customTheme: (node: ReactElement) =>
      createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
  });
}

export function antdStaticCss(): Plugin {
  let css: string | undefined;
  return {
    name: 'edgeboard:antd-static-css',
    resolveId: (id) => (id === ANTD_CSS_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      css ??= antdCss();
      return css;
    },
  };
}

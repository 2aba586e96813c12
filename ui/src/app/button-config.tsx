import { LoadingOutlined } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';

/**
 * A fixed loading icon for every Button. antd's default one slides in and out with a CSS transition and is
 * removed only when that transition ends; when a request settles fast (a refused sign-in) the end can be
 * missed and the icon stays in the button, which then reads "loading Sign In" to a screen reader (seen in
 * a browser journey). With an icon of our own, antd shows it while loading and drops it after, no motion.
 */
export const BUTTON_CONFIG: ConfigProviderProps['button'] = { loadingIcon: <LoadingOutlined /> };

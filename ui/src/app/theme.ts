import type { ThemeConfig } from 'antd';

export const BRAND_NAVY = '#0b1f3a';
export const BRAND_GREEN = '#16a34a';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

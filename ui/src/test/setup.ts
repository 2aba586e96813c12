import { cleanup, configure, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy two-core CI machine an antd form can take longer to
// settle (a validation message leaving after the field is fixed). 5 s still fails a test whose condition
// never comes true, well inside the 20 s test timeout.
configure({ asyncUtilTimeout: 5_000 });

// Tests marked `// @vitest-environment node` (the mock back end's) have no window.
const hasWindow = typeof window !== 'undefined';

// antd's responsive helpers call matchMedia, which jsdom does not implement.
if (hasWindow) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's dropdowns measure themselves; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}

afterEach(() => {
  if (!hasWindow) return;
  cleanup();
  window.localStorage.clear();
});

// antd's static `message` (the subscriber pages' toasts, such as "Alerts saved.") lives in a React root of its own,
// which cleanup() does not unmount. A toast still showing when its file ended closed itself after jsdom was gone,
// and React threw "window is not defined" (a CI failure after the alerts page's tests, all of which had passed).
// In tests the toasts have no motion, and each file removes its toasts and lets React's scheduler run once more
// before jsdom goes.
if (hasWindow) {
  const { ConfigProvider } = await import('antd');
  ConfigProvider.config({
    holderRender: (children) =>
      createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
  });
}

afterAll(async () => {
  if (!hasWindow) return;
  const { message } = await import('antd');
  if (document.querySelector('.ant-message-notice') === null) return;
  message.destroy();
  await waitFor(
    () => {
      if (document.querySelector('.ant-message-notice') !== null) throw new Error('a toast is still showing');
    },
    { timeout: 5_000 },
  );
  await new Promise((resolve) => setImmediate(resolve));
});

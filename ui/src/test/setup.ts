import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

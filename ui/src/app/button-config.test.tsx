import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { BUTTON_CONFIG } from './button-config';

function SignIn({ busy }: { busy: boolean }) {
  return (
    <ConfigProvider button={BUTTON_CONFIG}>
      <Button type="primary" loading={busy}>
        Sign In
      </Button>
    </ConfigProvider>
  );
}

describe('the app-wide button config', () => {
  it('drops the loading icon as soon as loading ends, so the button is named for its text again', () => {
    const { rerender } = render(<SignIn busy={false} />);
    rerender(<SignIn busy />);
    expect(screen.getByRole('button', { name: 'loading Sign In' })).toBeTruthy();
    // jsdom never fires transitionend: antd's default icon would stay, as it did in a browser whose
    // transition end was missed.
    rerender(<SignIn busy={false} />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  });
});

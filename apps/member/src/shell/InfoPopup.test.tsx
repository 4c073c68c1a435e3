import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { useInfoPopup } from '../lib/info-popup-store.ts';
import { InfoPopup } from './InfoPopup.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useInfoPopup.getState().hide());
});

describe('InfoPopup', { timeout: 20_000 }, () => {
  it('opens when asked and closes with its button', async () => {
    const user = userEvent.setup();
    serveFakeApi(() => undefined);
    renderPage(<InfoPopup />);
    act(() => useInfoPopup.getState().show());
    const dialog = await screen.findByRole('dialog', { name: 'Dành cho tài khoản đại lý' });
    expect(dialog).toHaveTextContent('vui lòng thực hiện thao tác này trên trang đại lý');
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(useInfoPopup.getState().open).toBe(false);
  });
});

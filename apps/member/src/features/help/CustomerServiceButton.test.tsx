import { statusFixture, serveStatus } from '@lotus/app-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { CustomerServiceButton } from './CustomerServiceButton.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubWindowOpen() {
  const open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  return open;
}

const popup = 'popup,width=440,height=750,noopener';

describe('CustomerServiceButton', { timeout: 20_000 }, () => {
  it('opens the one configured channel in a 440 x 750 popup', async () => {
    const user = userEvent.setup();
    const open = stubWindowOpen();
    serveStatus(() =>
      statusFixture({ customerService: [{ id: 1, title: 'Live chat', url: 'https://chat.example.test/a' }] }),
    );
    renderPage(<CustomerServiceButton />);
    await user.click(await screen.findByRole('button', { name: 'CSKH' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/a', 'lotus-customer-service', popup);
  });

  it('lets the member choose among several channels, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const open = stubWindowOpen();
    serveStatus(() =>
      statusFixture({
        customerService: [
          { id: 1, title: 'Live chat', url: 'https://chat.example.test/a' },
          { id: 2, title: 'Telegram', url: 'https://t.example.test/lotus' },
        ],
      }),
    );
    renderPage(<CustomerServiceButton />);
    const trigger = await screen.findByRole('button', { name: 'CSKH' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Chọn cách liên hệ chăm sóc khách hàng' });
    expect(screen.getByRole('button', { name: 'Live chat' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(open).toHaveBeenCalledWith('https://t.example.test/lotus', 'lotus-customer-service', popup);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('falls back to the SERVICE resource when the list is empty', async () => {
    const user = userEvent.setup();
    const open = stubWindowOpen();
    serveStatus(() =>
      statusFixture({
        resources: [{ resourceType: 'SERVICE', url: 'https://help.example.test', title: 'Help' }],
      }),
    );
    renderPage(<CustomerServiceButton />);
    await user.click(await screen.findByRole('button', { name: 'CSKH' }));
    expect(open).toHaveBeenCalledWith('https://help.example.test', 'lotus-customer-service', popup);
  });

  it('says customer service is not available when none is configured, and opens nothing', async () => {
    const user = userEvent.setup();
    const open = stubWindowOpen();
    serveStatus(() => statusFixture());
    renderPage(<CustomerServiceButton />);
    await user.click(await screen.findByRole('button', { name: 'CSKH' }));
    expect(
      await screen.findByText('Bộ phận chăm sóc khách hàng hiện chưa sẵn sàng. Vui lòng thử lại sau.'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

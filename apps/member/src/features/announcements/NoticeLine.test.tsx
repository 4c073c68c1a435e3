import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { announcement, serveAnnouncements } from './announcement-fixtures.ts';
import { NoticeLine } from './NoticeLine.tsx';

const notices = [
  announcement(1, 'B', 'Bảo trì', 'Bảo trì hệ thống\nlúc 02:00'),
  announcement(2, 'B', 'Sự kiện mới'),
  announcement(3, 'H', 'Điều khoản cập nhật', 'Điều khoản đã được cập nhật.'),
  announcement(4, 'PU', 'Chào mừng'),
];

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the notice line', () => {
  it('scrolls the B notices, each read once, in the reader’s language', async () => {
    const calls = serveAnnouncements(() => ({ value: { announcements: notices } }));
    renderPage(<NoticeLine />);
    const line = await screen.findByRole('region', { name: 'Thông báo' });
    // The marquee holds the list twice for a seamless loop; readers get one copy.
    const items = within(line).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bảo trì Bảo trì hệ thống lúc 02:00',
      'Sự kiện mới Nội dung Sự kiện mới',
    ]);
    expect(within(line).getByTestId('notice-marquee').style.animationDuration).toMatch(/^\d+(\.\d+)?s$/);
    // Neither the listed-only notice nor a popup scrolls.
    expect(line).not.toHaveTextContent('Điều khoản cập nhật');
    expect(line).not.toHaveTextContent('Chào mừng');
    expect(calls.filter((call) => call.path === '/wps/relay/announcements')).toHaveLength(1);
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
      .find((url) => url.includes('/wps/relay/announcements'));
    expect(asked).toContain('lang=vi');
    expect(asked).toContain('platform=W');
    expect(asked).toContain('execution=B');
  });

  it('pauses and plays again by its button', async () => {
    serveAnnouncements(() => ({ value: { announcements: notices } }));
    renderPage(<NoticeLine />);
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee).toHaveAttribute('data-paused', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Tạm dừng thông báo' }));
    expect(marquee).toHaveAttribute('data-paused', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Chạy tiếp thông báo' }));
    expect(marquee).toHaveAttribute('data-paused', 'false');
  });

  it('stands still as a plain list for people who asked for less motion', async () => {
    stubReducedMotion(true);
    serveAnnouncements(() => ({ value: { announcements: notices } }));
    renderPage(<NoticeLine />);
    const line = await screen.findByRole('region', { name: 'Thông báo' });
    expect(within(line).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('notice-marquee')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạm dừng thông báo' })).not.toBeInTheDocument();
  });

  it('opens every current notice in full, the listed-only ones too', async () => {
    serveAnnouncements(() => ({ value: { announcements: notices } }));
    renderPage(<NoticeLine />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tất cả thông báo' }));
    const dialog = screen.getByRole('dialog', { name: 'Danh sách thông báo' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bảo trì', 'Sự kiện mới', 'Điều khoản cập nhật']);
    expect(dialog).toHaveTextContent('Điều khoản đã được cập nhật.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no notice', async () => {
    serveAnnouncements(() => ({ value: { announcements: [announcement(4, 'PU', 'Chào mừng')] } }));
    renderPage(
      <div data-testid="slot">
        <NoticeLine />
      </div>,
    );
    const slot = await screen.findByTestId('slot');
    await waitFor(() => expect(slot).toBeEmptyDOMElement());
  });

  it('says when the notices cannot be loaded, and asks again on retry', async () => {
    let fails = true;
    serveAnnouncements(() =>
      fails ? { error: 'error_system', status: 500 } : { value: { announcements: notices } },
    );
    renderPage(<NoticeLine />);
    const failure = await screen.findByTestId('notice-line-failed');
    expect(failure).toHaveTextContent('Không tải được thông báo');
    fails = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: 'Thông báo' })).toBeInTheDocument();
  });
});

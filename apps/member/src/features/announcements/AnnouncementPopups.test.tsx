import { sessionStore, useSessionStore } from '@lotus/app-shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { announcement, serveAnnouncements } from './announcement-fixtures.ts';
import { AnnouncementPopups } from './AnnouncementPopups.tsx';
import { NoticeLine } from './NoticeLine.tsx';

const seenKey = 'lotus.announcements.seenPopups';

afterEach(() => {
  vi.unstubAllGlobals();
  // A new browser session for the next test.
  sessionStore.remove(seenKey);
  useSessionStore.getState().signOut();
});

/** The popups with the notice line beside them: once the line is in, the answer has arrived. */
async function renderHome() {
  const page = renderPage(
    <>
      <NoticeLine />
      <AnnouncementPopups />
    </>,
  );
  await screen.findByRole('region', { name: 'Thông báo' });
  return page;
}

const board = [
  announcement(1, 'B', 'Tin chạy'),
  announcement(7, 'PU', 'Chào mừng', 'Chào mừng bạn\nđến với Lotus'),
  announcement(3, 'PR', 'Mời đăng ký'),
  announcement(2, 'H', 'Tin lưu'),
];

describe('popup announcements', () => {
  it('shows each popup in a dialog, one after another, in the server’s order', async () => {
    serveAnnouncements(() => ({ value: { announcements: board } }));
    await renderHome();
    const first = await screen.findByRole('dialog', { name: 'Chào mừng' });
    expect(within(first).getByTestId('announcement-popup-content').textContent).toBe(
      'Chào mừng bạn\nđến với Lotus',
    );
    expect(first).toHaveTextContent('1 trên 2');
    const next = within(first).getByRole('button', { name: 'Tiếp theo' });
    // The dialog starts on its button, so Enter moves on at once.
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const second = await screen.findByRole('dialog', { name: 'Mời đăng ký' });
    expect(second).toHaveTextContent('2 trên 2');
    await userEvent.click(within(second).getByRole('button', { name: 'Đóng lại' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Notices are never popups.
    expect(screen.queryByRole('dialog', { name: 'Tin chạy' })).not.toBeInTheDocument();
  });

  it('closes by Escape and by its close button too', async () => {
    serveAnnouncements(() => ({ value: { announcements: board } }));
    await renderHome();
    await screen.findByRole('dialog', { name: 'Chào mừng' });
    await userEvent.keyboard('{Escape}');
    const second = await screen.findByRole('dialog', { name: 'Mời đăng ký' });
    await userEvent.click(within(second).getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a popup once per browser session: not after a return to the page, again in a new session', async () => {
    serveAnnouncements(() => ({ value: { announcements: board } }));
    const page = await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp theo' }));
    // The second is on screen when the player leaves: shown counts as seen.
    await screen.findByRole('dialog', { name: 'Mời đăng ký' });
    page.unmount();
    expect(JSON.parse(sessionStore.get(seenKey) ?? '[]')).toEqual([7, 3]);

    const again = await renderHome();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    sessionStore.remove(seenKey);
    await renderHome();
    expect(await screen.findByRole('dialog', { name: 'Chào mừng' })).toBeInTheDocument();
  });

  it('a popup published later shows on the next visit, the ones seen do not', async () => {
    let announcements = board;
    serveAnnouncements(() => ({ value: { announcements } }));
    const page = await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp theo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đóng lại' }));
    page.unmount();
    announcements = [...board, announcement(9, 'PU', 'Giải đấu mới')];
    await renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Giải đấu mới' });
    expect(dialog).not.toHaveTextContent('trên');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng lại' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again when the visitor signs in, for the members’ popups', async () => {
    const calls = serveAnnouncements(() => ({
      value: {
        announcements: useSessionStore.getState().token
          ? [announcement(5, 'PL', 'Dành cho thành viên')]
          : [announcement(1, 'B', 'Tin chạy')],
      },
    }));
    await renderHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    useSessionStore.getState().signIn('test-token', '0');
    expect(await screen.findByRole('dialog', { name: 'Dành cho thành viên' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/wps/relay/announcements')).toHaveLength(2);
  });

  it('keeps working when session storage holds something else under its key', async () => {
    sessionStore.set(seenKey, '{not json');
    serveAnnouncements(() => ({ value: { announcements: board } }));
    await renderHome();
    expect(await screen.findByRole('dialog', { name: 'Chào mừng' })).toBeInTheDocument();
  });
});

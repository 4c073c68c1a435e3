import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SiteNav } from '../../shell/SiteNav.tsx';
import { WinnersBoard } from '../home/index.ts';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the ways to the winners pages', () => {
  it('the home page’s board leads to the whole list and to the leaderboard', async () => {
    serveFakeApi((request) =>
      request.url.pathname === '/wps/relay/winners' ? { value: { list: [] } } : undefined,
    );
    renderPage(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: 'Thắng lớn' });
    expect(within(board).getByRole('link', { name: 'Xem tất cả người thắng' })).toHaveAttribute(
      'href',
      '/winners',
    );
    expect(within(board).getByRole('link', { name: 'Thắng lớn nhất hôm nay' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  });

  it('the site’s sections name both, and mark the one open', async () => {
    serveFakeApi(() => undefined);
    renderPage(<SiteNav />, '/leaderboard');
    const sections = await screen.findByRole('navigation', { name: 'Các mục của trang' });
    expect(within(sections).getByRole('link', { name: 'Người thắng' })).toHaveAttribute('href', '/winners');
    expect(within(sections).getByRole('link', { name: 'Bảng xếp hạng' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

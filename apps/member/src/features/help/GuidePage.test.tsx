import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { GuidePage } from './GuidePage.tsx';
import { helpFixture, serveHelp } from './help-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('GuidePage', { timeout: 20_000 }, () => {
  it('shows the guide category’s articles as numbered steps, in the operator’s order', async () => {
    serveFakeApi(serveHelp(helpFixture));
    renderPage(<GuidePage />, '/guide');
    const steps = await screen.findByTestId('guide-steps');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bước 1: Tạo tài khoản', 'Bước 2: Nạp tiền lần đầu']);
    expect(within(steps).getByRole('link', { name: 'trang đăng ký' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Hướng dẫn cho người mới' })).toBeInTheDocument();
  });

  it('says the guide is not written yet when the operator has no guide category', async () => {
    serveFakeApi(
      serveHelp({ categories: helpFixture.categories.filter((category) => category.slug === null) }),
    );
    renderPage(<GuidePage />, '/guide');
    expect(
      await screen.findByRole('heading', { name: 'Hướng dẫn cho người mới chưa được soạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở trung tâm trợ giúp' })).toHaveAttribute('href', '/help');
  });

  it('says when the guide cannot be loaded', async () => {
    serveFakeApi(serveHelp('fail'));
    renderPage(<GuidePage />, '/guide');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được hướng dẫn cho người mới.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { helpFixture, serveHelp } from './help-fixtures.ts';
import { HelpPage } from './HelpPage.tsx';

function renderHelp(path = '/help') {
  return renderPage(
    <SiteRoutes
      routes={[
        { path: '/help/:articleId?', element: <HelpPage /> },
        { path: '/guide', element: <p>guide page</p> },
      ]}
    />,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HelpPage', { timeout: 20_000 }, () => {
  it('lists every category with its articles in the reader’s language', async () => {
    const asked: string[] = [];
    serveFakeApi(serveHelp(helpFixture, asked));
    renderHelp();
    const topics = await screen.findByRole('navigation', { name: 'Chủ đề trợ giúp' });
    expect(
      within(topics)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Tài khoản', 'Nạp và rút tiền', 'Hướng dẫn cho người mới']);
    expect(within(topics).getByRole('link', { name: 'Quên mật khẩu thì làm sao?' })).toHaveAttribute(
      'href',
      '/help/12',
    );
    expect(asked).toEqual(['vi']);
    expect(screen.getByRole('link', { name: 'Bạn mới đến? Đọc hướng dẫn cho người mới' })).toHaveAttribute(
      'href',
      '/guide',
    );
  });

  it('opens an article by its address and renders its markup as elements, never as HTML', async () => {
    serveFakeApi(serveHelp(helpFixture));
    renderHelp('/help/11');
    const article = await screen.findByTestId('help-article');
    expect(within(article).getByRole('heading', { name: 'Làm thế nào để đăng ký?' })).toBeInTheDocument();
    expect(within(article).getByText('Đăng ký').tagName).toBe('STRONG');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chọn tên', 'Chọn mật khẩu']);
    expect(within(article).getByRole('link', { name: 'hướng dẫn' })).toHaveAttribute('href', '/guide');
    const external = within(article).getByRole('link', { name: 'hỗ trợ' });
    expect(external).toHaveAttribute('href', 'https://chat.example.test/room');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Làm thế nào để đăng ký?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a link the operator pointed at a script as plain text', async () => {
    serveFakeApi(serveHelp(helpFixture));
    renderHelp('/help/12');
    const article = await screen.findByTestId('help-article');
    expect(article).toHaveTextContent(/Chọn Quên mật khẩu/);
    expect(within(article).queryByRole('link', { name: 'Quên mật khẩu' })).toBeNull();
  });

  it('moves the keyboard to the new article’s title when another article is chosen', async () => {
    const user = userEvent.setup();
    serveFakeApi(serveHelp(helpFixture));
    renderHelp('/help/11');
    await screen.findByTestId('help-article');
    await user.click(screen.getByRole('link', { name: 'Bao lâu thì tiền nạp được ghi có?' }));
    const title = await screen.findByRole('heading', { name: 'Bao lâu thì tiền nạp được ghi có?' });
    expect(title).toHaveFocus();
  });

  it('searches the titles without caring for accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    serveFakeApi(serveHelp(helpFixture));
    renderHelp();
    await screen.findByRole('navigation', { name: 'Chủ đề trợ giúp' });
    const search = screen.getByRole('searchbox', { name: 'Tìm trong trung tâm trợ giúp' });
    await user.type(search, 'tai khoan');
    const results = screen.getByTestId('help-results');
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help/31']);
    expect(within(results).getByRole('heading')).toHaveTextContent('Bài viết khớp với “tai khoan”');
    await user.clear(search);
    await user.type(search, 'xổ số');
    expect(within(screen.getByTestId('help-results')).getByRole('heading')).toHaveTextContent(
      'Không có bài viết nào khớp với “xổ số”',
    );
    await user.clear(search);
    expect(screen.getByRole('navigation', { name: 'Chủ đề trợ giúp' })).toBeInTheDocument();
  });

  it('says so when the article of the address does not exist', async () => {
    serveFakeApi(serveHelp(helpFixture));
    renderHelp('/help/999');
    expect(await screen.findByRole('heading', { name: 'Bài viết này không còn nữa' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tất cả chủ đề trợ giúp' })[0]).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('shows an empty help centre as such', async () => {
    serveFakeApi(serveHelp({ categories: [{ id: 1, slug: null, title: 'Trống', articles: [] }] }));
    renderHelp();
    expect(await screen.findByRole('heading', { name: 'Chưa có bài viết trợ giúp nào' })).toBeInTheDocument();
  });

  it('offers to try again when the help centre cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveFakeApi((request) => serveHelp(fail ? 'fail' : helpFixture)(request));
    renderHelp();
    expect(
      await screen.findByRole('heading', { name: 'Không tải được trung tâm trợ giúp.' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('navigation', { name: 'Chủ đề trợ giúp' })).toBeInTheDocument();
  });
});

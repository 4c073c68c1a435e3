import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { RegistrationLink } from '@lotus/contract/agents';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LinksPage } from './LinksPage.tsx';

function link(id: string, code: string, changes: Partial<RegistrationLink> = {}): RegistrationLink {
  return {
    id,
    code,
    url: `https://lotus.example/register?code=${code}`,
    kind: 'member',
    note: '',
    enabled: true,
    clicks: 0,
    registrations: 0,
    createdAt: '2026-11-20T18:30:00.000Z',
    ...changes,
  };
}

const zalo = link('2', 'RK7M2QXA', {
  kind: 'agent',
  note: 'Zalo group',
  clicks: 1234,
  registrations: 56,
  createdAt: '2026-11-25T18:30:00.000Z',
});
const facebook = link('1', 'RB3N8PTW', { note: 'Facebook page', clicks: 12, registrations: 3 });

type Refusal = { status: number; code: string; message: string };
/** What a test does with one call before the fake server: a refusal to answer instead, or nothing. */
type Interfere = (call: { method: string; path: string; body: unknown }) => Refusal | undefined;

/**
 * The links calls as the server answers them, over a list the calls change (newest first); every
 * call but the status, in order. `interfere` may refuse a call first.
 */
function serveLinks(start: RegistrationLink[], interfere: Interfere = () => undefined) {
  let links = [...start];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname: path } = new URL(request.url);
      if (path === '/wps/system/status') return json({ success: true, value: statusFixture() });
      const text = await request.text();
      const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const refusal = interfere(call);
      if (refusal) {
        const { status, code, message } = refusal;
        return json({ success: false, value: null, error: { code, message } }, status);
      }
      const value = (() => {
        if (path === '/wps/agent/links' && call.method === 'GET') return { links };
        if (path === '/wps/agent/links' && call.method === 'POST') {
          const made = link(String(links.length + 10), 'RNEW2345', call.body as Partial<RegistrationLink>);
          links = [made, ...links];
          return made;
        }
        const id = /^\/wps\/agent\/links\/(\d+)$/.exec(path)?.[1];
        if (id && call.method === 'PUT') {
          links = links.map((entry) => (entry.id === id ? { ...entry, ...(call.body as object) } : entry));
          return links.find((entry) => entry.id === id);
        }
        return undefined;
      })();
      if (value === undefined) {
        return json({ success: false, value: null, error: { code: 'error_not_found', message: 'x' } }, 404);
      }
      return json({ success: true, value });
    }),
  );
  return calls;
}

function renderLinks() {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={['/links']}>
          <LinksPage />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

const cards = () => screen.getAllByTestId('link-card');
const card = (code: string) => within(screen.getByRole('listitem', { name: code }));
const writes = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/** The files the page hands to the browser's downloads, by name (jsdom has no blob addresses). */
function captureDownloads() {
  const saved: Array<{ name: string; file: Blob }> = [];
  const files = new Map<string, Blob>();
  const blobAddresses = {
    createObjectURL: (file: Blob) => {
      const address = `blob:test/${files.size}`;
      files.set(address, file);
      return address;
    },
    revokeObjectURL: () => undefined,
  };
  for (const [name, value] of Object.entries(blobAddresses))
    Object.defineProperty(URL, name, { value, configurable: true, writable: true });
  onTestFinished(() => {
    for (const name of Object.keys(blobAddresses)) Reflect.deleteProperty(URL, name);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, file: files.get(this.href)! });
  });
  return saved;
}

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
});

describe('LinksPage', { timeout: 20_000 }, () => {
  it('lists the links, newest first, with their kind, note, address and figures', async () => {
    serveLinks([zalo, facebook, link('3', 'RQ4Z9WEF', { enabled: false })]);
    renderLinks();
    expect(await screen.findByRole('heading', { name: 'Liên kết đăng ký' })).toBeInTheDocument();
    expect(screen.getByTestId('links-loading')).toHaveTextContent('Đang tải các liên kết của bạn…');
    expect(await screen.findByRole('heading', { name: 'RK7M2QXA' })).toBeInTheDocument();
    expect(cards().map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'RK7M2QXA',
      'RB3N8PTW',
      'RQ4Z9WEF',
    ]);
    expect(screen.getByTestId('links-count')).toHaveTextContent('Số liên kết: 3');

    const first = card('RK7M2QXA');
    expect(first.getByText('Đại lý')).toBeInTheDocument();
    expect(first.getByTestId('link-note')).toHaveTextContent('Zalo group');
    expect(first.getByTestId('link-address')).toHaveTextContent(
      'https://lotus.example/register?code=RK7M2QXA',
    );
    expect(first.getByTestId('link-clicks')).toHaveTextContent('1.234');
    expect(first.getByTestId('link-registrations')).toHaveTextContent('56');
    // 18:30 UTC on the 25th is the 26th on the brand's clock (Asia/Ho_Chi_Minh).
    expect(first.getByText('26 thg 11, 2026')).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Liên kết RK7M2QXA nhận đăng ký' })).toBeChecked();

    const off = card('RQ4Z9WEF');
    expect(off.getByText('Thành viên')).toBeInTheDocument();
    expect(off.getByTestId('link-note')).toHaveTextContent('Không có ghi chú');
    expect(off.getByRole('switch')).not.toBeChecked();
    expect(off.getByText('Đang tắt: không được đếm và không nhận đăng ký.')).toBeInTheDocument();
  });

  it('creates a link for an agent with a note, first in the list, after an empty list', async () => {
    const calls = serveLinks([]);
    renderLinks();
    expect(await screen.findByRole('heading', { name: 'Chưa có liên kết nào' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Một đại lý/ }));
    await user.type(screen.getByRole('textbox', { name: /Ghi chú/ }), '  Nhóm Zalo bạn bè  ');
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));

    expect(await screen.findByText('Đã tạo liên kết RNEW2345')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/wps/agent/links', body: { kind: 'agent', note: 'Nhóm Zalo bạn bè' } },
    ]);
    const made = card('RNEW2345');
    expect(made.getByText('Đại lý')).toBeInTheDocument();
    expect(made.getByTestId('link-note')).toHaveTextContent('Nhóm Zalo bạn bè');
    expect(screen.getByRole('textbox', { name: /Ghi chú/ })).toHaveValue('');
    expect(screen.queryByText('Chưa có liên kết nào')).not.toBeInTheDocument();
  });

  it('keeps a note to 100 characters before sending, and shows the server’s refusal', async () => {
    const calls = serveLinks([facebook], (call) =>
      call.method === 'POST'
        ? { status: 400, code: 'error_forbidden_characters', message: 'Ghi chú có ký tự không được phép' }
        : undefined,
    );
    renderLinks();
    await screen.findByRole('heading', { name: 'RB3N8PTW' });
    const user = userEvent.setup();
    const note = screen.getByRole('textbox', { name: /Ghi chú \(chỉ bạn thấy\)/ });
    await user.click(note);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));
    expect(await screen.findByText('Ghi chú tối đa 100 ký tự.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.type(note, '{Backspace}');
    expect(screen.queryByText('Ghi chú tối đa 100 ký tự.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ghi chú có ký tự không được phép');
    expect(writes(calls)).toHaveLength(1);
  });

  it('switches a link off and on, saying what it means, and keeps it as it was when refused', async () => {
    let refuse = false;
    const calls = serveLinks([zalo], () =>
      refuse ? { status: 503, code: 'error_system', message: 'Hệ thống đang bận' } : undefined,
    );
    renderLinks();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Liên kết RK7M2QXA nhận đăng ký' });
    await user.click(toggle);
    expect(
      await screen.findByText('Đã tắt liên kết RK7M2QXA: không ai đăng ký qua đó được nữa'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent('Tắt');

    // The keyboard turns it on again.
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Đã bật liên kết RK7M2QXA')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/wps/agent/links/2', body: { enabled: false } },
      { method: 'PUT', path: '/wps/agent/links/2', body: { enabled: true } },
    ]);

    refuse = true;
    await user.click(toggle);
    expect(await screen.findByText('Hệ thống đang bận')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('edits a note in place: Enter saves, Escape leaves it, the focus comes back', async () => {
    const calls = serveLinks([zalo]);
    renderLinks();
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Sửa ghi chú của liên kết RK7M2QXA' });
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'Ghi chú của liên kết RK7M2QXA' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Zalo group');
    await user.type(field, ' 2{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Ghi chú của liên kết RK7M2QXA' })).not.toBeInTheDocument();
    expect(card('RK7M2QXA').getByTestId('link-note')).toHaveTextContent('Zalo group');
    expect(screen.getByRole('button', { name: 'Sửa ghi chú của liên kết RK7M2QXA' })).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: 'Ghi chú của liên kết RK7M2QXA' }));
    await user.keyboard('Nhóm Zalo mới{Enter}');
    expect(await screen.findByText('Đã lưu ghi chú')).toBeInTheDocument();
    expect(card('RK7M2QXA').getByTestId('link-note')).toHaveTextContent('Nhóm Zalo mới');
    expect(screen.getByRole('button', { name: 'Sửa ghi chú của liên kết RK7M2QXA' })).toHaveFocus();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/wps/agent/links/2', body: { note: 'Nhóm Zalo mới' } },
    ]);
  });

  it('copies a link’s address with the copy message', async () => {
    serveLinks([zalo, facebook]);
    renderLinks();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sao chép địa chỉ của liên kết RB3N8PTW' }));
    expect(await navigator.clipboard.readText()).toBe('https://lotus.example/register?code=RB3N8PTW');
    expect(await screen.findByText('Đã sao chép')).toBeInTheDocument();
  });

  it('shows a link’s QR code, downloads it as SVG, and says when a PNG cannot be made', async () => {
    serveLinks([zalo]);
    renderLinks();
    const user = userEvent.setup();
    const saved = captureDownloads();

    await user.click(await screen.findByRole('button', { name: 'Mã QR của liên kết RK7M2QXA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mã QR của liên kết RK7M2QXA' }));
    expect(
      await dialog.findByRole('img', { name: 'Mã QR để đăng ký qua liên kết RK7M2QXA' }),
    ).toBeInTheDocument();
    expect(dialog.getByText('https://lotus.example/register?code=RK7M2QXA')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Tải ảnh SVG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('RK7M2QXA-qr.svg');
    const svg = await saved[0]!.file.text();
    // The code on its white quiet zone: 200 px and 20 px on each side.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240"/);
    expect(svg).toContain('<rect width="240" height="240" fill="#ffffff"/>');
    expect(svg).toContain('x="20" y="20"');
    expect(svg).not.toContain('class=');

    // jsdom draws no image: the PNG fails, and the dialog says so.
    await user.click(dialog.getByRole('button', { name: 'Tải ảnh PNG' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Không tạo được ảnh. Hãy thử lại.');
    expect(saved).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mã QR của liên kết RK7M2QXA' })).toHaveFocus();
  });

  it('says when the links could not be loaded, and tries again', async () => {
    let failing = true;
    serveLinks([facebook], () =>
      failing ? { status: 500, code: 'error_system', message: 'Lỗi hệ thống' } : undefined,
    );
    renderLinks();
    expect(
      await screen.findByRole('heading', { name: 'Không tải được các liên kết của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lỗi hệ thống')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'RB3N8PTW' })).toBeInTheDocument();
  });
});

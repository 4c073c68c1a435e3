import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

const entries = [
  {
    id: '31',
    at: '2026-11-26T03:20:00.000Z',
    operatorId: '2',
    operatorUsername: 'fin.hoa',
    action: 'cashier.withdrawal.approved',
    target: 'withdrawal 11',
    before: { status: 'pending', amount: '500000' },
    after: { status: 'paid', amount: '500000', paidAt: '2026-11-26T03:20:00.000Z' },
    detail: { username: 'lan123456' },
    ip: '127.0.0.1',
    requestId: 'req-9',
  },
  {
    id: '30',
    at: '2026-11-26T03:00:00.000Z',
    operatorId: '1',
    operatorUsername: 'owner',
    action: 'operator.create',
    target: 'operator fin.hoa',
    before: null,
    after: { username: 'fin.hoa', role: 'finance' },
    detail: null,
    ip: '10.0.0.5',
    requestId: null,
  },
];

describe('audit', () => {
  it('shows who, what, when, from where and the before and after; filters by operator, action and days', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/operators': () => ok([]),
      'GET /admin/audit': (request) =>
        ok(
          request.query.get('action')
            ? { content: [], page: 1, size: 25, total: 0 }
            : { content: entries, page: 1, size: 25, total: 2 },
        ),
    });
    renderConsole('/audit', ownerSelf);
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(2);
    const approved = rows[0]!;
    expect(approved).toHaveTextContent('cashier.withdrawal.approved');
    expect(approved).toHaveTextContent('Đối tượng: withdrawal 11');
    expect(within(approved).getByTestId('audit-who')).toHaveTextContent('fin.hoa');
    expect(approved).toHaveTextContent('từ 127.0.0.1');
    const diff = within(approved).getByRole('table', { name: 'Nội dung thay đổi' });
    const status = within(diff).getByRole('row', { name: /status/ });
    expect(
      within(status)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['pending', 'paid']);
    // An instant reads as the console writes it, not as the wire carries it.
    const paidAt = within(diff).getByRole('row', { name: /paidAt/ });
    expect(within(paidAt).getAllByRole('cell')[0]).toHaveTextContent('—');
    expect(within(paidAt).getAllByRole('cell')[1]).toHaveTextContent('2026');
    expect(within(paidAt).getAllByRole('cell')[1]).not.toHaveTextContent('T03:20:00.000Z');
    // What stayed as it was is folded away, one click from view.
    expect(within(diff).queryByRole('row', { name: /amount/ })).not.toBeInTheDocument();
    const unchanged = within(approved).getByTestId('audit-unchanged');
    expect(unchanged).toHaveTextContent('Trường không đổi (1)');
    expect(unchanged).toHaveTextContent('amount500000');
    // A creation has nothing before.
    const created = within(rows[1]!).getByRole('row', { name: /role/ });
    expect(
      within(created)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'finance']);

    const filters = screen.getByRole('form', { name: 'Lọc nhật ký' });
    await user.type(within(filters).getByRole('textbox', { name: /^Thao tác/ }), 'cashier.withdrawal');
    await user.type(within(filters).getByLabelText('Từ ngày'), '2026-11-26');
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByText('Không có mục nào phù hợp')).toBeInTheDocument();
    const last = api.calls('GET', '/admin/audit').at(-1)!;
    expect(last.query.get('action')).toBe('cashier.withdrawal');
    expect(last.query.get('from')).toBe(new Date('2026-11-26T00:00:00').toISOString());
    expect(last.query.has('operator')).toBe(false);

    await user.click(within(filters).getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
  });
});

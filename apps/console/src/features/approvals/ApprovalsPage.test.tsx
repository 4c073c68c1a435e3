import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { financeSelf, ok, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

function approval(id: string, requestedBy: { id: string; username: string }) {
  return {
    id,
    kind: 'wallet.adjustment',
    summary: { username: 'lan123456', amount: '25000000', currency: 'VND', reason: 'Bù giao dịch lỗi' },
    requestedBy,
    requestedAt: '2026-11-26T04:00:00.000Z',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    reason: null,
  };
}

describe('approvals', () => {
  it('approves another operator’s change, rejects one with a reason, and offers nothing on one’s own', async () => {
    const user = userEvent.setup();
    let pending = [
      approval('5', { id: '1', username: 'owner' }),
      approval('6', { id: '1', username: 'owner' }),
      approval('7', { id: financeSelf.id, username: financeSelf.username }),
    ];
    const decide = (id: string, status: string) => {
      const found = pending.find((entry) => entry.id === id)!;
      pending = pending.filter((entry) => entry.id !== id);
      return ok({ ...found, status });
    };
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/approvals': () => ok({ content: pending, page: 1, size: 20, total: pending.length }),
      'POST /admin/approvals/5/approve': () => decide('5', 'approved'),
      'POST /admin/approvals/6/reject': () => decide('6', 'rejected'),
    });
    renderConsole('/approvals', financeSelf);
    const entries = await screen.findAllByTestId('pending-approval');
    expect(entries).toHaveLength(3);
    expect(api.calls('GET', '/admin/approvals')[0]?.query.get('status')).toBe('pending');
    expect(entries[0]).toHaveTextContent('Điều chỉnh thủ công');
    expect(entries[0]).toHaveTextContent(/25\.000\.000\s₫/);
    expect(entries[0]).toHaveTextContent('Bù giao dịch lỗi');
    expect(within(entries[2]!).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Bạn đã yêu cầu thay đổi này');

    await user.click(within(entries[0]!).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Đã duyệt: thay đổi đã được thực hiện.')).toBeInTheDocument();
    expect(await screen.findAllByTestId('pending-approval')).toHaveLength(2);

    await user.click(
      within(screen.getAllByTestId('pending-approval')[0]!).getByRole('button', { name: 'Từ chối' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối thay đổi này?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Lý do/ }), 'Thiếu chứng từ');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối thay đổi' }));
    expect(await screen.findByText('Đã từ chối: thay đổi sẽ không được thực hiện.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/approvals/6/reject')[0]?.body).toEqual({ reason: 'Thiếu chứng từ' });
  });

  it('says a decision made meanwhile by someone else', async () => {
    const user = userEvent.setup();
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/approvals': () =>
        ok({ content: [approval('5', { id: '1', username: 'owner' })], page: 1, size: 20, total: 1 }),
      'POST /admin/approvals/5/approve': () =>
        refuse(409, 'error_approval_decided', 'Yêu cầu phê duyệt này đã được quyết định'),
    });
    renderConsole('/approvals', financeSelf);
    await user.click(await screen.findByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yêu cầu phê duyệt này đã được quyết định');
  });
});

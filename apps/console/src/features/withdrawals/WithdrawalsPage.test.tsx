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

function withdrawal(id: string, username: string, amount: string) {
  return {
    id,
    amount,
    currency: 'VND',
    status: 'pending',
    bank: {
      bankAccountId: '7',
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      payeeName: 'NGUYEN VAN AN',
    },
    createdAt: '2026-11-26T03:15:00.000Z',
    decidedAt: null,
    paidAt: null,
    confirmBy: null,
    rejectReason: null,
    confirmation: null,
    memberId: '42',
    username,
    idempotencyKey: `k-${id}`,
    proofUrl: null,
  };
}

describe('withdrawals queue', () => {
  it('shows each pending withdrawal and pays one after confirming', async () => {
    const user = userEvent.setup();
    let queue = [withdrawal('11', 'lan123456', '500000'), withdrawal('12', 'minh2024', '2000000')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => ok({ content: queue, page: 1, size: 20, total: queue.length }),
      'POST /admin/cashier/withdrawals/11/approve': () => {
        const paid = { ...queue[0], status: 'paid' };
        queue = queue.slice(1);
        return ok({ replayed: false, withdrawal: paid });
      },
    });
    renderConsole('/withdrawals', financeSelf);
    const entries = await screen.findAllByTestId('pending-withdrawal');
    expect(entries).toHaveLength(2);
    expect(api.calls('GET', '/admin/cashier/withdrawals')[0]?.query.get('status')).toBe('pending');
    const first = entries[0]!;
    expect(first).toHaveTextContent(/500\.000\s₫/);
    expect(first).toHaveTextContent('lan123456');
    expect(first).toHaveTextContent('Vietcombank · 0123456789 · NGUYEN VAN AN');

    await user.click(within(first).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi trả lệnh rút này?' });
    expect(dialog).toHaveTextContent(
      /Chuyển 500\.000\s₫ cho NGUYEN VAN AN, Vietcombank 0123456789, của thành viên lan123456\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt và chi trả' }));
    expect(await screen.findByText(/Đã duyệt lệnh rút 500\.000\s₫ của lan123456\./)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/cashier/withdrawals/11/approve')).toHaveLength(1);
    expect(await screen.findAllByTestId('pending-withdrawal')).toHaveLength(1);
  });

  it('rejects with a reason of 3 to 200 characters', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () =>
        ok({ content: [withdrawal('11', 'lan123456', '500000')], page: 1, size: 20, total: 1 }),
      'POST /admin/cashier/withdrawals/11/reject': () =>
        ok({
          replayed: false,
          withdrawal: { ...withdrawal('11', 'lan123456', '500000'), status: 'rejected' },
        }),
    });
    renderConsole('/withdrawals', financeSelf);
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối lệnh rút này?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Lý do/ }), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    expect(within(dialog).getByText('Nhập lý do từ 3 đến 200 ký tự')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/cashier/withdrawals/11/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Lý do/ }), 't the holder');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    expect(await screen.findByText(/Đã từ chối lệnh rút 500\.000\s₫ của lan123456\./)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/cashier/withdrawals/11/reject')[0]?.body).toEqual({
      reason: 'not the holder',
    });
  });

  it('says when nothing waits, and when the queue cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    const { unmount } = renderConsole('/withdrawals', financeSelf);
    expect(await screen.findByText('Không có lệnh rút nào đang chờ')).toBeInTheDocument();
    unmount();
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/withdrawals', financeSelf);
    expect(await screen.findByText('Không tải được các lệnh rút', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

import type { Withdrawal } from '@lotus/contract/withdrawals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes } from '@lotus/app-shell/routing';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { paidWithdrawal as paid } from '../../test/withdrawals.ts';
import { ConfirmWithdrawalPage } from './ConfirmWithdrawalPage.tsx';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

/** The server: answers the withdrawal and records the confirmation it was sent. */
function fakeServer(
  start: Withdrawal,
  answer?: (body: Record<string, unknown>) => { error: string; status: number },
) {
  let current = { ...start };
  const sent: Array<Record<string, unknown>> = [];
  const handle = (request: FakeRequest) => {
    if (request.url.pathname === `/wps/member/withdrawals/${start.id}` && request.method === 'GET') {
      return { value: current };
    }
    if (request.url.pathname === `/wps/member/withdrawals/${start.id}/confirmation`) {
      const body = request.body as Record<string, unknown>;
      sent.push(body);
      const refusal = answer?.(body);
      if (refusal) return refusal;
      const choice = body.choice as string;
      current =
        choice === 'partly_received'
          ? {
              ...current,
              status: 'partly_received',
              confirmBy: null,
              confirmation: {
                kind: 'partly_received',
                amountReceived: String(body.amountReceived),
                remainder: String(500000 - Number(body.amountReceived)),
                hasProof: false,
                confirmedAt: '2026-03-01T09:20:00.000Z',
              },
            }
          : {
              ...current,
              status: choice === 'not_received' ? 'not_received' : 'received',
              confirmBy: null,
              confirmation: {
                kind: choice as 'received',
                amountReceived: null,
                remainder: null,
                hasProof: choice === 'not_received',
                confirmedAt: '2026-03-01T09:20:00.000Z',
              },
            };
      return { value: current };
    }
    return undefined;
  };
  return { handle, sent };
}

function renderConfirmation(id = '7') {
  return renderPage(
    <SiteRoutes routes={[{ path: '/withdrawals/:id/confirm', element: <ConfirmWithdrawalPage /> }]} />,
    `/withdrawals/${id}/confirm`,
  );
}

signInForEachTest();

describe('the withdrawal confirmation', { timeout: 20_000 }, () => {
  it('offers the three answers of a paid withdrawal and asks for one', async () => {
    serveFakeApi(fakeServer(paid).handle);
    renderConfirmation();
    expect(await screen.findByTestId('confirmation-amount')).toHaveTextContent(/500\.000\s₫/);
    expect(screen.getByRole('radio', { name: /Đã nhận — đã nhận đủ/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nhận một phần/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Chưa nhận/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /phần còn lại nay đã về/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Vui lòng trả lời trước/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn một câu trả lời');
  });

  it('partly received: shows the remainder, refuses an amount that is not less, sends the one that is', async () => {
    const server = fakeServer(paid);
    serveFakeApi(server.handle);
    renderConfirmation();
    await userEvent.click(await screen.findByRole('radio', { name: /Nhận một phần/ }));
    const amount = screen.getByRole('textbox', { name: /Số tiền đã nhận/ });
    await userEvent.type(amount, '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByText(/Nhập số tiền lớn hơn 0 và nhỏ hơn 500\.000\s₫/)).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '350.000');
    expect(screen.getByTestId('confirmation-remainder')).toHaveTextContent(/Còn thiếu: 150\.000\s₫/);
    // The statement may go with it.
    await userEvent.upload(
      screen.getByLabelText('Ảnh sao kê ngân hàng (không bắt buộc)'),
      new File([png], 'statement.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Ảnh đã chọn' });
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    await vi.waitFor(() =>
      expect(server.sent).toEqual([
        {
          choice: 'partly_received',
          amountReceived: '350000',
          proofImage: btoa(String.fromCharCode(...png)),
        },
      ]),
    );
    expect(await screen.findByTestId('confirmation-outcome')).toHaveTextContent(
      /Bạn đã báo nhận được 350\.000\s₫ và còn thiếu 150\.000\s₫/,
    );
    // Once reported, the only answer left is that the rest arrived.
    expect(screen.getByRole('radio', { name: /phần còn lại nay đã về/ })).toBeChecked();
  });

  it('not received: refuses what is not a PNG or JPG (by its bytes) and what is over 5 MB, previews and sends an image', async () => {
    const server = fakeServer(paid);
    serveFakeApi(server.handle);
    renderConfirmation();
    await userEvent.click(await screen.findByRole('radio', { name: /Chưa nhận/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng thêm ảnh sao kê ngân hàng');

    const input = screen.getByLabelText('Ảnh chứng từ');
    await userEvent.upload(input, new File([gif], 'statement.png', { type: 'image/png' }));
    expect(await screen.findByText('Chỉ chấp nhận ảnh PNG hoặc JPG')).toBeInTheDocument();

    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(png);
    await userEvent.upload(input, new File([large], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Ảnh lớn hơn 5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ảnh đã chọn' })).not.toBeInTheDocument();

    await userEvent.upload(input, new File([png], 'statement.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Ảnh đã chọn' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(screen.queryByText('Ảnh lớn hơn 5 MB')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({ choice: 'not_received', proofImage: btoa(String.fromCharCode(...png)) });
    expect(await screen.findByTestId('confirmation-outcome')).toHaveTextContent(
      /Bạn đã báo chưa nhận được tiền/,
    );
  });

  it('shows the server’s refusal beside the image, and a closed window above the form', async () => {
    const server = fakeServer(paid, (body) =>
      body.choice === 'not_received'
        ? { error: 'error_proof_image_invalid', status: 400 }
        : { error: 'error_withdrawal_auto_received', status: 409 },
    );
    serveFakeApi(server.handle);
    renderConfirmation();
    await userEvent.click(await screen.findByRole('radio', { name: /Chưa nhận/ }));
    await userEvent.upload(
      screen.getByLabelText('Ảnh chứng từ'),
      new File([png], 'a.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Ảnh đã chọn' });
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error_proof_image_invalid');

    await userEvent.click(screen.getByRole('radio', { name: /Đã nhận — đã nhận đủ/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error_withdrawal_auto_received');
  });

  it('says when the withdrawal does not exist', async () => {
    serveFakeApi(() => ({ error: 'error_withdrawal_not_found', status: 404 }));
    renderConfirmation('99');
    expect(
      await screen.findByRole('heading', { name: 'Lệnh rút tiền này không tồn tại.' }),
    ).toBeInTheDocument();
  });

  it('shows a rejected withdrawal’s reason and no answers', async () => {
    serveFakeApi(
      fakeServer({
        ...paid,
        status: 'rejected',
        paidAt: null,
        confirmBy: null,
        rejectReason: 'Sai tên chủ tài khoản',
      }).handle,
    );
    renderConfirmation();
    expect(await screen.findByTestId('confirmation-outcome')).toHaveTextContent(
      'Lệnh rút tiền này đã bị từ chối: Sai tên chủ tài khoản. Số tiền đã được hoàn vào ví của bạn.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

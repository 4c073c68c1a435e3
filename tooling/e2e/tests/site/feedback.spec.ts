import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

test('a member sends feedback, is promised a reply within 24 hours, and reads the operator’s reply', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.goto(`${e2eSites.member}/feedback`);
  await expect(page.getByRole('heading', { level: 1, name: 'Góp ý và khiếu nại' })).toBeVisible();

  const tag = randomUUID().slice(0, 6);
  const form = page.getByTestId('feedback-form');
  // Too short first: refused beside the field, nothing sent.
  await form.getByRole('combobox', { name: /^Góp ý về vấn đề gì\?/ }).selectOption({ label: 'Nạp tiền' });
  await form.getByRole('textbox', { name: /^Nội dung góp ý/ }).fill('Chậm');
  await form.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(form).toContainText('Hãy viết ít nhất 10 ký tự');
  const content = `Khoản nạp lúc 10:00 chưa về ${tag}`;
  await form.getByRole('textbox', { name: /^Nội dung góp ý/ }).fill(content);
  await form.getByRole('textbox', { name: /^Chúng tôi liên hệ với bạn qua đâu/ }).fill('zalo 0901234567');
  await form.getByRole('button', { name: 'Gửi góp ý' }).click();
  const sent = page.getByTestId('feedback-sent');
  await expect(sent).toContainText('Cảm ơn bạn, góp ý đã được gửi');
  await expect(sent).toContainText('24 giờ');

  const entry = page.getByTestId('feedback-entry').filter({ hasText: content });
  await expect(entry).toContainText('Đang chờ trả lời');

  // The operator finds it among the open ones and answers.
  const open = (await operatorCall(
    'GET',
    `/admin/feedback?status=open&username=${username}&page=1&size=10`,
  )) as { content: { id: string; content: string; overdue: boolean }[] };
  const mine = open.content.find((feedback) => feedback.content === content);
  expect(mine?.overdue).toBe(false);
  const reply = `Khoản nạp đã được cộng lúc 10:20. Xin lỗi vì sự chậm trễ. ${tag}`;
  await operatorCall('POST', `/admin/feedback/${mine?.id}/answer`, { reply });

  await page.reload();
  await expect(entry).toContainText('Đã trả lời');
  await expect(entry).toContainText('Trả lời của chúng tôi');
  await expect(entry).toContainText(reply);
});

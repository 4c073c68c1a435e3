import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

async function memberInRoom(
  browser: Browser,
): Promise<{ page: Page; username: string; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.goto(`${e2eSites.member}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Phòng chat' })).toBeVisible();
  return { page, username, close: () => context.close() };
}

test('two members chat live, and the operator deletes a message for both', async ({ browser }) => {
  const alice = await memberInRoom(browser);
  const bob = await memberInRoom(browser);
  try {
    const tag = randomUUID().slice(0, 6);
    const hello = `Chào cả nhà ${tag}`;
    await alice.page.getByRole('textbox', { name: 'Tin nhắn của bạn' }).fill(hello);
    await alice.page.getByTestId('chat-send').click();

    // Bob sees it without a reload, under Alice's masked name.
    const onBob = bob.page.getByTestId('chat-message').filter({ hasText: hello });
    await expect(onBob).toBeVisible();
    const masked = `${alice.username.slice(0, 2)}***${alice.username.slice(-1)}`;
    await expect(onBob).toContainText(masked);
    await expect(onBob).not.toContainText(alice.username);

    const reply = `Chào bạn ${tag}`;
    await bob.page.getByRole('textbox', { name: 'Tin nhắn của bạn' }).fill(reply);
    await bob.page.getByTestId('chat-send').click();
    await expect(alice.page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();

    // The operator deletes Alice's message: it vanishes from both rooms at once.
    const listed = (await operatorCall(
      'GET',
      `/admin/chat/messages?username=${alice.username}&page=1&size=10`,
    )) as { content: { id: string; text: string }[] };
    const message = listed.content.find((line) => line.text === hello);
    expect(message, 'the operator sees the message').toBeDefined();
    await operatorCall('DELETE', `/admin/chat/messages/${message?.id}`);
    await expect(onBob).toHaveCount(0);
    await expect(alice.page.getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(0);
    await expect(bob.page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  } finally {
    await alice.close();
    await bob.close();
  }
});

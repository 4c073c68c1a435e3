import { expect, it, vi } from 'vitest';

// The server imports `@lotus/i18n/messages`: it must load without React or i18next in the graph.
// (vi.mock is hoisted above imports, so the factories are spelled out inline.)
vi.mock('react', () => {
  throw new Error('messages.ts must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('messages.ts must not import react-dom');
});
vi.mock('i18next', () => {
  throw new Error('messages.ts must not import i18next');
});
vi.mock('react-i18next', () => {
  throw new Error('messages.ts must not import react-i18next');
});

it('loads without React or i18next', async () => {
  const messages = await import('./messages.ts');
  expect(messages.translateMessage('en', 'common.ok')).toBe('OK');
});

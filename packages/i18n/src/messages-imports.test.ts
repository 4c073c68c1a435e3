import { expect, it, vi } from 'vitest';

// The server imports `@lotus/i18n/messages`: it must load without React in the graph.
// (vi.mock is hoisted above imports, so the factories are spelled out inline.)
vi.mock('react', () => {
  throw new Error('messages.ts must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('messages.ts must not import react-dom');
});

it('loads without React', async () => {
  const messages = await import('./messages.ts');
  expect(messages.translateMessage('en', 'common.ok')).toBe('OK');
});

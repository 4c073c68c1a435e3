// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSiteFrame } from './prerender.tsx';

// The build runs this in Node, without a window (decision 0016): so does this test.
describe('the member home page’s frame', () => {
  it('is the home page in Vietnamese with its header, a visitor’s actions, and each section’s loading shape', async () => {
    const frame = await renderSiteFrame();

    expect(frame.path).toBe('/');
    expect(frame.language).toBe('vi');
    expect(frame.html).toContain('<header');
    expect(frame.html).toContain('Đăng nhập');
    expect(frame.html).toContain('Chào mừng đến với Lotus');
    expect(frame.html).toContain('href="/register"');
    expect(frame.html).toContain('aria-busy="true"');
    // Not the status gate's wait, no page error, no word left as its key.
    expect(frame.html).not.toContain('status-loading');
    expect(frame.html).not.toContain('route-error');
    expect(frame.html).not.toMatch(/>(member|shell|common|auth)\.[\w.]+</);
    expect(frame.namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'member']));
    expect(frame.namespaces).not.toContain('agent');
  });
});

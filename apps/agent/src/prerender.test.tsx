// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSiteFrame } from './prerender.tsx';

// The build runs this in Node, without a window (decision 0016): so does this test.
describe('the agent login’s frame', () => {
  it('is the login page in Vietnamese with its header and form', async () => {
    const frame = await renderSiteFrame();

    expect(frame.path).toBe('/login');
    expect(frame.html).toContain('<header');
    expect(frame.html).toContain('Đăng nhập trung tâm đại lý');
    expect(frame.html).toContain('type="password"');
    expect(frame.html).not.toContain('status-loading');
    expect(frame.html).not.toContain('route-error');
    expect(frame.html).not.toMatch(/>(agent|shell|common|auth)\.[\w.]+</);
    expect(frame.namespaces).toEqual(expect.arrayContaining(['agent', 'shell']));
    expect(frame.namespaces).not.toContain('member');
  });
});

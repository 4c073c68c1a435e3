// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSiteFrame } from './prerender.tsx';

// The build runs this in Node, without a window (decision 0016): so does this test.
describe('the line-detection page’s frame', () => {
  it('is the page in Vietnamese with its header, each section in its loading shape', async () => {
    const frame = await renderSiteFrame();

    expect(frame.path).toBe('*');
    expect(frame.html).toContain('<header');
    expect(frame.html).toContain('Kiểm tra đường truyền');
    // The hot games, below a phone's fold, load when scrolled to: the frame holds their place.
    expect(frame.html).not.toContain('Trò chơi nổi bật');
    expect(frame.html).toContain('min-height:640px');
    expect(frame.html).toMatch(/<section[^>]*aria-busy="true"|<div[^>]*aria-busy="true"/);
    // Not the status gate's wait, and no word left as its key.
    expect(frame.html).not.toContain('status-loading');
    expect(frame.html).not.toMatch(/>(speed|shell|common)\.[\w.]+</);
    expect(frame.namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'speed']));
    expect(frame.namespaces).not.toContain('member');
  });
});

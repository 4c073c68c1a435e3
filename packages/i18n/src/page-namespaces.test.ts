import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { preloadNamespaces, withNamespaces } from './page-namespaces.ts';
import { controlledLoaders } from './test/controlled-loaders.ts';

describe('page namespaces', () => {
  it('preload the namespaces of the app’s language through its instance, all at once', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const loading = preloadNamespaces('vi', ['lobby', 'winners']);
    expect(control.waiting()).toEqual(['vi/lobby', 'vi/winners']);
    expect(i18n.hasNamespaces(['lobby', 'winners'])).toBe(false);
    control.releaseAll();
    await loading;
    expect(i18n.hasNamespaces(['lobby', 'winners'])).toBe(true);
    // Shown on the page, so a language change loads them too.
    const switching = i18n.changeLanguage('en');
    await Promise.resolve();
    expect(control.waiting()).toEqual(['en/lobby', 'en/winners']);
    control.releaseAll();
    await switching;
  });

  it('load a route’s page and its namespaces in parallel, and give the page', async () => {
    const control = controlledLoaders({ holding: true });
    createI18n({ language: 'en', loaders: control.loaders });
    let pageAsked = false;
    let releasePage: (page: string) => void = () => undefined;
    const load = withNamespaces(['lobby'], () => {
      pageAsked = true;
      return new Promise<string>((resolve) => (releasePage = resolve));
    });
    const loading = load();
    await Promise.resolve();
    expect(pageAsked).toBe(true);
    expect(control.waiting()).toEqual(['en/lobby']);
    releasePage('HomePage');
    control.releaseAll();
    await expect(loading).resolves.toBe('HomePage');
  });
});

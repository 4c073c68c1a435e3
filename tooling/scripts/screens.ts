// `pnpm screens`: screenshots of the main pages for a person to look at, at a phone's width and a
// laptop's, in both themes and both languages, under .data/screens/ (not committed). It starts the
// built product on a fresh embedded PostgreSQL of its own, as the benches do, and signs in as the
// demo member for the pages behind the login. Nothing is asserted: the end-to-end tests do that.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { startBenchServer } from './bench/server-process.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const screensDirectory = path.join(repositoryRoot, '.data', 'screens');

type Site = 'member' | 'agent' | 'speed';

interface Screen {
  site: Site;
  path: string;
  /** Signed in as the demo member first (member site only). */
  signedIn?: boolean;
}

const screens: Screen[] = [
  { site: 'speed', path: '/' },
  { site: 'agent', path: '/login' },
  { site: 'member', path: '/' },
  { site: 'member', path: '/register' },
  { site: 'member', path: '/games/slots' },
  { site: 'member', path: '/games/live_casino' },
  { site: 'member', path: '/lottery' },
  { site: 'member', path: '/winners' },
  { site: 'member', path: '/', signedIn: true },
  { site: 'member', path: '/originals/plinko', signedIn: true },
  { site: 'member', path: '/originals/mines-gold', signedIn: true },
  { site: 'member', path: '/originals/dice', signedIn: true },
  { site: 'member', path: '/originals/pappu', signedIn: true },
  { site: 'member', path: '/deposit', signedIn: true },
  { site: 'member', path: '/withdraw', signedIn: true },
  { site: 'member', path: '/wallet', signedIn: true },
  { site: 'member', path: '/betting-record', signedIn: true },
  { site: 'member', path: '/profit-loss', signedIn: true },
  { site: 'member', path: '/inbox', signedIn: true },
  { site: 'member', path: '/account/security', signedIn: true },
];

const viewports = [
  { name: '390', width: 390, height: 844, isMobile: true },
  { name: '1366', width: 1366, height: 768, isMobile: false },
] as const;
const themes = ['dark', 'light'] as const;
const languages = ['vi', 'en'] as const;

/** The demo member of the seed (README's demo accounts). */
const demoMember = { username: 'demo_member', password: 'Lotus2026' };

/** Signs in through the member site's login modal, in whichever language the page is in. */
async function signIn(page: Page, memberOrigin: string): Promise<void> {
  await page.goto(`${memberOrigin}/`);
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[autocomplete="username"], input[name="username"]')
    .first()
    .fill(demoMember.username);
  await dialog.locator('input[type="password"]').first().fill(demoMember.password);
  await dialog.locator('button[type="submit"]').first().click();
  // Signed in once the login box has gone (the account's name is hidden on narrow screens).
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

function fileName(screen: Screen, viewport: string, theme: string, language: string): string {
  const page = screen.path === '/' ? 'home' : screen.path.slice(1).replaceAll('/', '-');
  const state = screen.signedIn ? '-signed-in' : '';
  return `${screen.site}-${page}${state}-${viewport}-${theme}-${language}.png`;
}

async function shoot(browser: Browser, urls: Record<Site, string>): Promise<number> {
  let taken = 0;
  for (const viewport of viewports) {
    for (const theme of themes) {
      for (const language of languages) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
          colorScheme: theme,
          locale: language === 'vi' ? 'vi-VN' : 'en-US',
        });
        // The sites' own preference keys (app-shell's preferences store and the i18n runtime).
        await context.addInitScript(
          ({ theme: chosenTheme, language: chosenLanguage }) => {
            window.localStorage.setItem('lotus.theme', chosenTheme);
            window.localStorage.setItem('lotus.language', chosenLanguage);
          },
          { theme, language },
        );
        const page = await context.newPage();
        let signedIn: boolean | undefined;
        for (const screen of screens) {
          try {
            if (screen.signedIn && signedIn === undefined) {
              // Tried once per context: a failed sign-in skips the signed-in screens.
              signedIn = false;
              await signIn(page, urls.member);
              signedIn = true;
            }
            if (screen.signedIn && !signedIn) continue;
            await page.goto(`${urls[screen.site]}${screen.path}`, { waitUntil: 'networkidle' });
            // Animations and lazy sections settle.
            await page.waitForTimeout(600);
            await page.screenshot({
              path: path.join(screensDirectory, fileName(screen, viewport.name, theme, language)),
              fullPage: true,
            });
            taken += 1;
          } catch (error) {
            console.warn(
              `no screenshot of ${screen.site}${screen.path} (${viewport.name}, ${theme}, ${language}):`,
              error,
            );
          }
        }
        await context.close();
      }
    }
  }
  return taken;
}

async function main(): Promise<void> {
  await rm(screensDirectory, { recursive: true, force: true });
  await mkdir(screensDirectory, { recursive: true });
  const server = await startBenchServer({
    repositoryRoot,
    dataName: 'screens-postgres',
    basePort: 18480,
    postgresPort: 54394,
    fresh: true,
    clean: true,
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Signed-out screens are taken before signing in, in each context: the list is in that order.
    const taken = await shoot(browser, server.urls);
    console.log(`${taken} screenshots in ${path.relative(repositoryRoot, screensDirectory)}/`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

import { createI18n, defaultLanguage } from '@lotus/i18n';
import type { LanguageCode, Namespace } from '@lotus/i18n';
import { themeClassName } from '@lotus/ui';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { provideSystemStatus } from '../status-query.ts';
import { frameStatus } from './frame-status.ts';
import { loadedNamespaces } from './namespaces.ts';

/** A site's frame as the build writes it into index.html (`tooling/vite/frame`). */
export interface RenderedFrame {
  /** The markup of the page at `path` before any API call answered, for index.html's #root. */
  html: string;
  /** The address the frame shows: on another address index.html hides the frame's content. */
  path: string;
  /** The language the frame is in: the brands' default. */
  language: LanguageCode;
  /** The dictionary namespaces the frame shows, which the entry loads before its first render. */
  namespaces: Namespace[];
  /** The light theme's class, which index.html's first script puts on <html> for a stored choice. */
  lightThemeClass: string;
}

/** A React render that has not finished in this time is stuck on something the build cannot load. */
const renderTimeoutMs = 30_000;

/**
 * Renders a site's entry page in Node as a first-time visitor sees it before any API call answers:
 * signed out, in the default language and theme, the brand's status as `frameStatus`, every query
 * still loading (so each section shows its loading shape). React's `prerender` waits for what
 * suspends (the page's chunk, its dictionaries), so the markup is the page, not a fallback. A
 * component that throws fails the build, with its error.
 */
export async function renderFrame(
  site: ReactNode,
  options: { path: string; before?: () => Promise<unknown> },
): Promise<RenderedFrame> {
  provideSystemStatus(frameStatus);
  await options.before?.();
  const errors: unknown[] = [];
  const { prelude } = await prerender(site, {
    signal: AbortSignal.timeout(renderTimeoutMs),
    // Every boundary in place: React would otherwise move a large one out of line, behind a script
    // that swaps it in, which the frame must not need (it paints before any script runs).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  if (errors.length > 0) {
    throw new AggregateError(errors, `The frame of ${options.path} failed to render: ${String(errors[0])}`);
  }
  const html = await new Response(prelude).text();
  if (/<script|<template/.test(html)) {
    throw new Error(`The frame of ${options.path} needs a script to show (a boundary out of line)`);
  }
  return {
    html,
    path: options.path,
    language: defaultLanguage,
    // Dictionaries load only when shown: those in memory now are the ones this render used.
    namespaces: loadedNamespaces(createI18n({ language: defaultLanguage })),
    lightThemeClass: themeClassName('light'),
  };
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The public sites, and the operator listener (the operator API and console). */
export type Site = 'member' | 'agent' | 'speed' | 'operator';
export type PublicSite = Exclude<Site, 'operator'>;

/**
 * Security headers for every answer. The line-detection page measures other domains, so its
 * pages may connect anywhere; the other sites talk only to their own origin. `inlineScripts` are
 * the sources of the inline scripts the site's pages may run.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  site: Site,
  options: { inlineScripts?: readonly string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash: those the site's own index.html carries (inline-scripts.ts).
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        // Components set inline style attributes (sizes, positions).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: site === 'speed' ? ['*'] : ["'self'"],
        frameSrc: ["'self'", 'https:'],
        // The operator console is never framed (no clickjacking of an approval button).
        frameAncestors: site === 'operator' ? ["'none'"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Plain-HTTP local runs must still load their assets; HSTS is the TLS-terminating proxy's job.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Social login opens the provider in a popup that reports back to this page: with plain
    // same-origin the browser would cut the popup from its opener once it reaches the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

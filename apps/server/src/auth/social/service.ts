import { featureSwitches } from '@lotus/contract/system/schemas';
import { pathOf } from '@lotus/contract/call';
import { finishSocialLogin } from '@lotus/contract/social';
import type { SocialLink, SocialProvider, SocialProviderEntry } from '@lotus/contract/social';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Site } from '../../platform/http/security-headers.ts';
import type { AuthMembers, AuthSwitches } from '../needs.ts';
import type { OAuthHttp, OAuthProviderConfig, SocialProfile } from './oauth-client.ts';
import {
  authorizationUrl,
  challengeFor,
  exchangeCode,
  fetchProfile,
  newState,
  verifierFor,
} from './oauth-client.ts';
import {
  consumeLoginTicket,
  consumeOAuthState,
  deleteLink,
  insertLink,
  insertLoginTicket,
  insertOAuthState,
  selectLinkBySubject,
  selectMemberLinks,
  updateLinkProfile,
} from './tables.ts';

/** An authorization request may take 10 minutes (the person may have to sign in to the provider). */
const stateLifetimeMs = 10 * 60_000;
/** The popup hands the ticket to the page at once; 2 minutes is plenty. */
const ticketLifetimeMs = 2 * 60_000;

const usernamePrefixes: Record<SocialProvider, string> = { google: 'gg', facebook: 'fb' };

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** The redirect URI to register with a provider: `{site origin}/wps/session/social/{provider}/callback`. */
export function callbackUri(origin: string, provider: SocialProvider): string {
  return `${origin}${pathOf(finishSocialLogin.path, { provider })}`;
}

/**
 * The cookie that ties a flow to the browser that started it; one per flow (named after its state),
 * so two popups at once do not undo each other.
 */
export function browserCookieName(state: string): string {
  return `lotus_social_${sha256(`cookie:${state}`).toString('hex').slice(0, 12)}`;
}

/** A flow begun: where to send the browser, and the cookie to set on it. */
export interface SocialStart {
  url: string;
  cookie: { name: string; value: string };
}

/** What the provider sent back to the callback. */
export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export type SocialOutcome = { kind: 'login'; ticket: string } | { kind: 'link' };

/**
 * Social login and linking: the OAuth flow on our side (state, PKCE, code exchange), the links
 * between social accounts and members, the accounts it creates, and the one-time login tickets.
 */
export function createSocialService(deps: {
  pool: Pool;
  brandId: number;
  secretKey: string;
  members: Pick<AuthMembers, 'createSocialMember' | 'findForSession' | 'findForLoginById'>;
  system: AuthSwitches;
  providers: readonly OAuthProviderConfig[];
}) {
  const { pool, brandId, secretKey, members, system } = deps;

  async function switchOn(): Promise<boolean> {
    return system.isFeatureOn(featureSwitches.socialLogin);
  }

  /** The provider's configuration, or error_operation_not_allowed when it is off. */
  async function enabled(provider: SocialProvider): Promise<OAuthProviderConfig> {
    const config = deps.providers.find((candidate) => candidate.provider === provider);
    if (!config || !(await switchOn())) throw new AppError('error_operation_not_allowed');
    return config;
  }

  async function providers(): Promise<SocialProviderEntry[]> {
    if (!(await switchOn())) return [];
    return deps.providers.map(({ provider, development }) => ({ provider, development }));
  }

  /** Records a new authorization request; answers the provider's address to send the browser to. */
  async function start(
    provider: SocialProvider,
    request: { site: Site; origin: string; memberId?: bigint },
  ): Promise<SocialStart> {
    const config = await enabled(provider);
    const state = newState();
    const browserNonce = randomBytes(32).toString('base64url');
    const redirectUri = callbackUri(request.origin, provider);
    await insertOAuthState(pool, {
      stateHash: sha256(state),
      brandId,
      provider,
      purpose: request.memberId === undefined ? 'login' : 'link',
      memberId: request.memberId ?? null,
      site: request.site,
      redirectUri,
      browserHash: sha256(browserNonce),
      expiresAt: new Date(Date.now() + stateLifetimeMs),
    });
    const url = authorizationUrl(config, {
      origin: request.origin,
      redirectUri,
      state,
      codeChallenge: challengeFor(verifierFor(state, secretKey)),
    });
    return { url, cookie: { name: browserCookieName(state), value: browserNonce } };
  }

  /** The member the social account logs in to: the linked one, else a new account when registration is open. */
  async function memberFor(provider: SocialProvider, profile: SocialProfile, site: Site): Promise<bigint> {
    const link = await selectLinkBySubject(pool, brandId, provider, profile.subject);
    if (link) {
      await updateLinkProfile(pool, brandId, provider, profile.subject, profile);
      return link.member_id;
    }
    // Agents do not sign themselves up; a person unknown here is no agent.
    if (site === 'agent') throw new AppError('error_not_agent');
    if (site !== 'member' || !(await system.isFeatureOn(featureSwitches.registration))) {
      throw new AppError('error_operation_not_allowed');
    }
    const member = await members.createSocialMember({
      usernamePrefix: usernamePrefixes[provider],
      nickname: profile.name,
      email: profile.email,
    });
    const linked = await insertLink(pool, {
      brandId,
      memberId: member.id,
      provider,
      subject: profile.subject,
      email: profile.email,
      name: profile.name,
      createdAccount: true,
    });
    if (linked) return member.id;
    // Another callback for the same person won the race; its account is the one.
    const winner = await selectLinkBySubject(pool, brandId, provider, profile.subject);
    if (!winner) throw new AppError('error_social_login_failed');
    return winner.member_id;
  }

  async function link(provider: SocialProvider, profile: SocialProfile, memberId: bigint): Promise<void> {
    const existing = await selectLinkBySubject(pool, brandId, provider, profile.subject);
    if (existing) {
      if (existing.member_id !== memberId) throw new AppError('error_conflict');
      await updateLinkProfile(pool, brandId, provider, profile.subject, profile);
      return;
    }
    const linked = await insertLink(pool, {
      brandId,
      memberId,
      provider,
      subject: profile.subject,
      email: profile.email,
      name: profile.name,
      createdAccount: false,
    });
    // The member already has another account of this provider linked (or a race linked this one).
    if (!linked) throw new AppError('error_conflict');
  }

  /**
   * The provider sent the browser back: checks the state (single use, 10 minutes, this provider and
   * site), exchanges the code with the PKCE verifier, reads the person, then logs in (a ticket for
   * the page) or links. Any refusal of the provider is error_social_login_failed.
   */
  async function complete(
    provider: SocialProvider,
    query: CallbackQuery,
    context: { site: Site; http: OAuthHttp; cookies: Record<string, string> },
  ): Promise<SocialOutcome> {
    const config = await enabled(provider);
    const state = query.state ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(state)) throw new AppError('error_social_login_failed');
    const pending = await consumeOAuthState(pool, brandId, sha256(state));
    if (!pending || pending.provider !== provider || pending.site !== context.site) {
      throw new AppError('error_social_login_failed');
    }
    const browserNonce = context.cookies[browserCookieName(state)] ?? '';
    if (!timingSafeEqual(sha256(browserNonce), pending.browser_hash)) {
      throw new AppError('error_social_login_failed');
    }
    if (query.error !== undefined || query.code === undefined || query.code === '') {
      throw new AppError('error_social_login_failed');
    }
    const accessToken = await exchangeCode(config, context.http, {
      code: query.code,
      redirectUri: pending.redirect_uri,
      codeVerifier: verifierFor(state, secretKey),
    });
    const profile = await fetchProfile(config, context.http, accessToken);
    if (pending.purpose === 'link') {
      if (pending.member_id === null) throw new AppError('error_social_login_failed');
      const member = await members.findForSession(pending.member_id);
      if (!member || member.status !== 'active') throw new AppError('error_not_logged_in');
      await link(provider, profile, pending.member_id);
      return { kind: 'link' };
    }
    const memberId = await memberFor(provider, profile, context.site);
    const ticket = randomBytes(32).toString('base64url');
    await insertLoginTicket(pool, {
      ticketHash: sha256(ticket),
      brandId,
      memberId,
      provider,
      site: context.site,
      expiresAt: new Date(Date.now() + ticketLifetimeMs),
    });
    return { kind: 'login', ticket };
  }

  /** The member a ticket stands for; used up by this call. */
  async function redeemTicket(ticket: string, site: Site): Promise<bigint> {
    if (!(await switchOn())) throw new AppError('error_operation_not_allowed');
    const memberId = await consumeLoginTicket(pool, brandId, sha256(ticket), site);
    if (memberId === undefined) throw new AppError('error_social_login_failed');
    return memberId;
  }

  async function links(memberId: bigint): Promise<SocialLink[]> {
    return (await selectMemberLinks(pool, brandId, memberId)).map((row) => ({
      provider: row.provider as SocialProvider,
      linkedAt: row.linked_at.toISOString(),
      email: row.email,
      name: row.name,
    }));
  }

  /**
   * Unlinks. An account the link created has a password nobody knows: until the member sets one,
   * that link is its only way in and stays.
   */
  async function unlink(memberId: bigint, provider: SocialProvider): Promise<void> {
    const row = (await selectMemberLinks(pool, brandId, memberId)).find((link) => link.provider === provider);
    if (!row) throw new AppError('error_not_found');
    if (row.created_account) {
      const account = await members.findForLoginById(memberId);
      if (!account || account.password_changed_at.getTime() <= row.linked_at.getTime()) {
        throw new AppError('error_operation_not_allowed');
      }
    }
    if (!(await deleteLink(pool, brandId, memberId, provider))) throw new AppError('error_not_found');
  }

  return { providers, start, complete, redeemTicket, links, unlink };
}

export type SocialService = ReturnType<typeof createSocialService>;

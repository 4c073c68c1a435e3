import type { ServerResponse } from 'node:http';
import { issueLiveTicket, openLiveStream } from '@lotus/contract/live-events';
import { isPublicLiveTopic, isSignedInLiveTopic } from '@lotus/contract/live-events/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { registerCall } from '../http/calls.ts';
import type { LiveEventHub } from './live-event-hub.ts';
import type { LiveTickets } from './live-tickets.ts';
import type { LiveEvent } from './notify.ts';
import { createStreamLimits } from './stream-limits.ts';

export interface LiveStreamSettings {
  heartbeatMs: number;
  /** The reconnect delay the browser is told (`retry:`). */
  retryMs: number;
  perMember: number;
  perAddress: number;
  /** A client this far behind (bytes unsent) is cut off rather than buffered without end. */
  maxBufferedBytes: number;
}

export const defaultLiveStreamSettings: LiveStreamSettings = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  perMember: 5,
  perAddress: 20,
  maxBufferedBytes: 1_000_000,
};

function sseMessage(topic: string, data: unknown): string {
  return `event: ${topic}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Whether a stream may see the event: a member's own events go to that member only; public topics to
 * every stream; signed-in topics (the chat room) to every stream opened with a ticket.
 */
export function streamMaySee(event: LiveEvent, memberId: string | undefined): boolean {
  if (event.memberId !== undefined) return event.memberId === memberId;
  if (isSignedInLiveTopic(event.topic)) return memberId !== undefined;
  return isPublicLiveTopic(event.topic);
}

/**
 * The live stream for pages (Server-Sent Events) and its ticket. A visitor's stream carries the public
 * topics (winners, jackpot, the PAPPU room); with a ticket it also carries that member's balance.
 */
export function liveEventRoutes(deps: {
  hub: LiveEventHub;
  tickets: LiveTickets;
  settings?: Partial<LiveStreamSettings>;
}) {
  const settings = { ...defaultLiveStreamSettings, ...deps.settings };
  const limits = createStreamLimits(settings);
  const openStreams = new Set<ServerResponse>();

  return async (app: FastifyInstance) => {
    // Open streams would hold the server open on shutdown: they end first (the browsers reconnect
    // elsewhere), then the shared LISTEN connection closes.
    app.addHook('preClose', async () => {
      for (const stream of openStreams) stream.end();
    });
    app.addHook('onClose', async () => deps.hub.close());

    await registerCall(app, issueLiveTicket, async ({ caller }) => {
      const { ticket, expiresAt } = await deps.tickets.issue(caller.member.id);
      return { ticket, expiresAt: expiresAt.toISOString() };
    });

    // Not the envelope: the answer is the event stream itself, written on the raw response.
    await registerCall(app, openLiveStream, async ({ query }, request, reply) => {
      let memberId: string | undefined;
      if (query.ticket !== undefined) {
        const redeemed = await deps.tickets.redeem(query.ticket);
        if (redeemed === undefined) throw new AppError('error_live_ticket_invalid');
        memberId = redeemed.toString();
      }
      const release = limits.acquire(request.ip, memberId);
      if (release === false) throw new AppError('error_live_streams_exceeded');
      // Subscribe before answering so nothing committed after `ready` is missed.
      const raw = reply.raw;
      const unsubscribe = deps.hub.subscribe((event) => {
        if (!streamMaySee(event, memberId)) return;
        raw.write(sseMessage(event.topic, event.data));
        if (raw.writableLength > settings.maxBufferedBytes) raw.destroy();
      });
      await Promise.race([deps.hub.ready(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${settings.retryMs}\n\n`);
      raw.write(sseMessage('ready', { member: memberId !== undefined }));
      openStreams.add(raw);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), settings.heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        openStreams.delete(raw);
      };
      raw.on('close', cleanup);
      request.raw.on('close', cleanup);
      return reply;
    });
  };
}

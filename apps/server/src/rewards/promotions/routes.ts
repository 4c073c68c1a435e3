import {
  applyToPromotion,
  approveApplication,
  claimPromotion,
  createPromotion,
  getApplicationImage,
  getRegistrationBonus,
  getRewardCentre,
  joinPromotion,
  listApplications,
  listOperatorPromotions,
  listOwnApplications,
  listPromotions,
  listPublicPromotions,
  rejectApplication,
  updatePromotion,
  uploadApplicationImage,
} from '@lotus/contract/promotions';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from '../../platform/database/pool.ts';
import { registerCall } from '../../platform/http/calls.ts';
import { storeApplicationImage } from './images.ts';
import type { PromotionsAdmin } from './operator.ts';
import type { Promotions } from './service.ts';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Base64 of 5 MB with room for the JSON around it. */
const imageBodyLimit = 7_200_000;

/** The visitor's and the member's promotion calls: the activity centre, claims, applications, the reward centre. */
export function promotionRoutes(deps: { promotions: Promotions; pool: Pool; brandId: number }) {
  const { promotions } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getRegistrationBonus, async () => promotions.registrationBonus());
    await registerCall(app, listPublicPromotions, async ({ query }, request) =>
      promotions.visitorList(query, languageOf(request)),
    );
    await registerCall(app, listPromotions, async ({ query, caller }, request) =>
      promotions.list(caller.member.id, query, languageOf(request)),
    );
    await registerCall(app, joinPromotion, async ({ params, caller }, request) =>
      promotions.join(caller.member.id, BigInt(params.id), languageOf(request)),
    );
    await registerCall(app, claimPromotion, async ({ params, body, caller }, request) =>
      promotions.claim(caller.member.id, BigInt(params.id), body.idempotencyKey, languageOf(request)),
    );
    await registerCall(
      app,
      uploadApplicationImage,
      async ({ body, caller }) => storeApplicationImage(deps, caller.member.id, body.data),
      { bodyLimit: imageBodyLimit },
    );
    await registerCall(app, applyToPromotion, async ({ params, body, caller }, request) =>
      promotions.apply(caller.member.id, BigInt(params.id), body, languageOf(request)),
    );
    await registerCall(app, listOwnApplications, async ({ caller }, request) =>
      promotions.applications(caller.member.id, languageOf(request)),
    );
    await registerCall(app, getRewardCentre, async ({ query, caller }, request) =>
      promotions.rewardCentre(caller.member.id, query, languageOf(request)),
    );
  };
}

/** The operator's promotion calls: promotions and the applications' queue. */
export function promotionAdminRoutes(deps: { admin: PromotionsAdmin }) {
  const { admin } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listOperatorPromotions, async () => admin.list());
    await registerCall(app, createPromotion, async ({ body, caller }) => admin.create(body, caller));
    await registerCall(app, updatePromotion, async ({ params, body, caller }) =>
      admin.update(BigInt(params.id), body, caller),
    );
    await registerCall(app, listApplications, async ({ query }) => admin.applications(query));
    await registerCall(app, getApplicationImage, async ({ params }, _request, reply) => {
      const image = await admin.image(BigInt(params.id));
      // The image itself, never rendered as a page of the console's origin.
      return reply
        .type(image.content_type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    });
    await registerCall(app, approveApplication, async ({ params, body, caller }, request) =>
      admin.decide(BigInt(params.id), { approve: body }, caller, languageOf(request)),
    );
    await registerCall(app, rejectApplication, async ({ params, body, caller }) =>
      admin.decide(BigInt(params.id), { reject: body }, caller),
    );
  };
}

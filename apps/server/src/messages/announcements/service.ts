import { announcementTypes } from '@lotus/contract/values';
import type {
  Announcement,
  AnnouncementInput,
  Announcements,
  OperatorAnnouncement,
} from '@lotus/contract/announcements';
import type { PageQuery } from '@lotus/contract/envelope';
import type { AnnouncementType } from '@lotus/contract/values';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AnnouncementRow, AnnouncementValues } from './tables.ts';
import {
  deleteAnnouncement,
  insertAnnouncement,
  lockAnnouncement,
  selectAnnouncement,
  selectAnnouncementPage,
  selectCurrentAnnouncements,
  updateAnnouncement,
} from './tables.ts';

/** Who asks: a logged-in member or a visitor, and the language they read. */
export interface AnnouncementReader {
  signedIn: boolean;
  language: string;
}

/**
 * The types a reader may get. PL is for members only (it may speak of their account), PR for
 * visitors only (it invites them to register); the rest is for everyone.
 */
export function typesFor(reader: Pick<AnnouncementReader, 'signedIn'>): AnnouncementType[] {
  return announcementTypes.filter((type) => (reader.signedIn ? type !== 'PR' : type !== 'PL'));
}

/** The reader's language, else its base language (zh for zh-CN), else English, else Vietnamese. */
export function pickText(row: Pick<AnnouncementRow, 'texts'>, language: string) {
  const base = language.split('-')[0] ?? language;
  for (const candidate of [language, base, 'en', 'vi']) {
    const text = row.texts[candidate];
    if (text) return { language: candidate, ...text };
  }
  // The contract requires vi and en; a row without them was written around it.
  throw new Error('announcement without a Vietnamese or English text');
}

function announcementOf(row: AnnouncementRow, language: string): Announcement {
  const text = pickText(row, language);
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    content: text.content,
    language: text.language,
    startAt: row.starts_at?.toISOString() ?? null,
    endAt: row.ends_at?.toISOString() ?? null,
  };
}

function operatorAnnouncementOf(row: AnnouncementRow): OperatorAnnouncement {
  return {
    id: row.id,
    type: row.type,
    texts: row.texts,
    platform: row.platform,
    execution: row.execution,
    startAt: row.starts_at?.toISOString() ?? null,
    endAt: row.ends_at?.toISOString() ?? null,
    sort: row.sort,
    enabled: row.enabled,
    live: row.live,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Times are stored as instants: an offset the operator wrote (+07:00) is kept as the same moment. */
function valuesOf(input: AnnouncementInput): AnnouncementValues {
  return {
    ...input,
    startAt: input.startAt && new Date(input.startAt).toISOString(),
    endAt: input.endAt && new Date(input.endAt).toISOString(),
  };
}

/** The announcements domain: what members read now, and the operator's changes (audited). */
export function createAnnouncementService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function current(
    query: { types: readonly AnnouncementType[] | undefined; platform: string; execution: string },
    reader: AnnouncementReader,
  ): Promise<Announcements> {
    const allowed = typesFor(reader);
    const types = query.types ? allowed.filter((type) => query.types?.includes(type)) : allowed;
    if (types.length === 0) return { announcements: [] };
    const rows = await selectCurrentAnnouncements(pool, brandId, {
      types,
      platform: query.platform,
      execution: query.execution,
    });
    return { announcements: rows.map((row) => announcementOf(row, reader.language)) };
  }

  async function page(query: PageQuery & { type?: AnnouncementType | undefined }) {
    const { rows, total } = await selectAnnouncementPage(pool, brandId, {
      type: query.type ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map(operatorAnnouncementOf), page: query.page, size: query.size, total };
  }

  async function one(id: number): Promise<OperatorAnnouncement> {
    const row = await selectAnnouncement(pool, brandId, id);
    if (!row) throw new AppError('error_not_found');
    return operatorAnnouncementOf(row);
  }

  async function create(input: AnnouncementInput, context: OperatorContext): Promise<OperatorAnnouncement> {
    const values = valuesOf(input);
    const row = await inTransaction(pool, async (client) => {
      const inserted = await insertAnnouncement(client, brandId, values);
      await insertAudit(client, {
        brandId,
        action: 'announcement.create',
        context,
        target: `announcement ${inserted.id}`,
        after: operatorAnnouncementOf(inserted),
      });
      return inserted;
    });
    return operatorAnnouncementOf(row);
  }

  async function change(
    id: number,
    input: AnnouncementInput,
    context: OperatorContext,
  ): Promise<OperatorAnnouncement> {
    const values = valuesOf(input);
    const row = await inTransaction(pool, async (client) => {
      const before = await lockAnnouncement(client, brandId, id);
      if (!before) throw new AppError('error_not_found');
      const updated = await updateAnnouncement(client, brandId, id, values);
      if (!updated) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId,
        action: 'announcement.update',
        context,
        target: `announcement ${id}`,
        before: operatorAnnouncementOf(before),
        after: operatorAnnouncementOf(updated),
      });
      return updated;
    });
    return operatorAnnouncementOf(row);
  }

  async function remove(id: number, context: OperatorContext): Promise<void> {
    await inTransaction(pool, async (client) => {
      const before = await lockAnnouncement(client, brandId, id);
      if (!before || !(await deleteAnnouncement(client, brandId, id))) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId,
        action: 'announcement.delete',
        context,
        target: `announcement ${id}`,
        before: operatorAnnouncementOf(before),
      });
    });
  }

  return { current, page, one, create, change, remove };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;

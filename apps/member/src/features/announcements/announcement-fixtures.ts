import type { Announcement } from '@lotus/contract/announcements';
import type { AnnouncementType } from '@lotus/contract/values';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';

/** An announcement as the server answers it, worded in Vietnamese. */
export function announcement(
  id: number,
  type: AnnouncementType,
  title: string,
  content = `Nội dung ${title}`,
) {
  return {
    id,
    type,
    title,
    content,
    language: 'vi',
    startAt: null,
    endAt: null,
  } satisfies Announcement;
}

/** The announcements call answers `answer()`; every other call but the status is a 404. */
export function serveAnnouncements(answer: () => FakeAnswer) {
  return serveFakeApiKeepingCalls((call) =>
    call.path === '/wps/relay/announcements' ? answer() : undefined,
  );
}

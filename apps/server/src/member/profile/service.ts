import type {
  MemberIcon,
  MemberProfile,
  OperatorMemberProfile,
  UpdateProfileRequest,
} from '@lotus/contract/profile';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SystemService } from '../../system/index.ts';
import { maskEmail, maskMobile } from '../masking.ts';
import { checkProfileValues, normaliseProfileText, todayIn } from './fields.ts';
import type { ProfileTextField } from './fields.ts';
import type { ProfileColumn, ProfileRow } from './tables.ts';
import { selectProfile, selectProfileByUsername, updateProfileColumns } from './tables.ts';

const columnOf: Record<ProfileTextField, ProfileColumn> = {
  nickname: 'nickname',
  payeeName: 'payee_name',
  birthday: 'birthday',
  zalo: 'zalo',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  telegram: 'telegram',
  line: 'line',
  wechat: 'wechat',
  qq: 'qq',
  idNumber: 'id_number',
  nationality: 'nationality',
  address: 'address',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
  region: 'region',
};

export function avatarUrl(avatarId: number): string {
  return `/avatars/${avatarId}.svg`;
}

function present(value: string | null): boolean {
  return value !== null && value !== '';
}

/** The profile as its owner sees it: contacts masked. */
function profileOf(row: ProfileRow): MemberProfile {
  return {
    username: row.username,
    nickname: row.nickname,
    payeeName: row.payee_name,
    payeeNameLocked: present(row.payee_name),
    email: row.email === null ? null : maskEmail(row.email),
    mobileNum: row.mobile === null ? null : maskMobile(row.mobile),
    birthday: row.birthday,
    zalo: row.zalo,
    whatsapp: row.whatsapp,
    facebook: row.facebook,
    telegram: row.telegram,
    line: row.line,
    wechat: row.wechat,
    qq: row.qq,
    idNumber: row.id_number,
    nationality: row.nationality,
    address: row.address,
    occupation: row.occupation,
    sourceOfIncome: row.source_of_income,
    region: row.region,
    avatarId: row.avatar_id,
    avatarUrl: avatarUrl(row.avatar_id),
    // What a withdrawal review needs to identify the player.
    kycComplete: [row.payee_name, row.birthday, row.id_number, row.nationality, row.address].every(present),
    createdAt: row.created_at.toISOString(),
    profileUpdatedAt: row.profile_updated_at?.toISOString() ?? null,
  };
}

/**
 * The member's profile: personal details, messenger ids, KYC fields and the picture. The real name
 * is set once by the member (withdrawals pay only to it); a free-play account has no profile to edit.
 */
export function createMemberProfiles(deps: { pool: Pool; brandId: number; system: SystemService }) {
  const { pool, brandId, system } = deps;

  async function ownRow(memberId: bigint): Promise<ProfileRow> {
    const row = await selectProfile(pool, brandId, memberId);
    if (!row) throw new AppError('error_not_logged_in');
    return row;
  }

  async function profile(memberId: bigint): Promise<MemberProfile> {
    return profileOf(await ownRow(memberId));
  }

  async function icon(memberId: bigint): Promise<MemberIcon> {
    const row = await ownRow(memberId);
    return { avatarId: row.avatar_id, url: avatarUrl(row.avatar_id) };
  }

  /** The same real name again changes nothing; any other value once one is set is refused. */
  function refuseRealNameChange(row: ProfileRow, payeeName: string | undefined): void {
    if (payeeName !== undefined && present(row.payee_name) && payeeName !== row.payee_name) {
      throw new AppError('error_real_name_locked');
    }
  }

  /**
   * Checks every given field (all problems at once), then writes them in one statement under the
   * row's lock, so two updates cannot both set the real name. Answers the new profile.
   */
  async function updateProfile(
    memberId: bigint,
    request: UpdateProfileRequest,
    language: string,
  ): Promise<MemberProfile> {
    const before = await ownRow(memberId);
    if (before.is_demo) throw new AppError('error_operation_not_allowed');
    const values = normaliseProfileText(request);
    refuseRealNameChange(before, values.get('payeeName'));
    // The locked name sent back as it is (a whole form saved) is not checked against today's rule.
    if (present(before.payee_name)) values.delete('payeeName');
    checkProfileValues(values, await system.registerRules(), {
      language,
      today: todayIn(system.brand.time_zone),
    });
    return inTransaction(pool, async (client) => {
      const row = await selectProfile(client, brandId, memberId, { forUpdate: true });
      if (!row) throw new AppError('error_not_logged_in');
      refuseRealNameChange(row, values.get('payeeName'));
      const changes = new Map<ProfileColumn, string | number | null>();
      for (const [field, value] of values) {
        // An unset real name stays unset; the same one again is not a change.
        if (field === 'payeeName' && (value === '' || value === row.payee_name)) continue;
        changes.set(columnOf[field], value === '' ? null : value);
      }
      if (request.avatarId !== undefined) changes.set('avatar_id', request.avatarId);
      if (changes.size === 0) return profileOf(row);
      await updateProfileColumns(client, memberId, changes);
      const after = await selectProfile(client, brandId, memberId);
      if (!after) throw new Error('profile vanished inside its own transaction');
      return profileOf(after);
    });
  }

  /**
   * The whole profile, unmasked, for the operator's KYC review. Reading someone's identity papers
   * leaves an audit row, as a change would.
   */
  async function operatorProfile(username: string, context: OperatorContext): Promise<OperatorMemberProfile> {
    const row = await selectProfileByUsername(pool, brandId, username);
    if (!row) throw new AppError('error_account_not_found');
    await insertAudit(pool, {
      brandId,
      action: 'member.profile.viewed',
      context,
      target: `member ${row.username}`,
    });
    return {
      ...profileOf(row),
      email: row.email,
      mobileNum: row.mobile,
      id: String(row.id),
      status: row.status,
      isDemo: row.is_demo,
      emailVerified: row.email_verified,
      mobileVerified: row.mobile_verified,
    };
  }

  return { profile, icon, updateProfile, operatorProfile };
}

export type MemberProfiles = ReturnType<typeof createMemberProfiles>;

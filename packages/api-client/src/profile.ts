import type { MemberIcon, MemberProfile, UpdateProfileRequest } from '@lotus/contract/profile';
import type { ApiClient } from './client.ts';

/** The member's own profile (personal, messenger and KYC fields) and picture. */
export function profileApi(client: ApiClient) {
  return {
    profile: () => client.get<MemberProfile>('/wps/member/profile'),
    update: (request: UpdateProfileRequest) =>
      client.put<MemberProfile>('/wps/member/profile', { json: request }),
    icon: () => client.get<MemberIcon>('/wps/member/info/icon'),
  };
}

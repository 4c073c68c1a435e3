import type { UpdateProfileRequest } from '@lotus/contract/profile';
import { getOwnIcon, getOwnProfile, updateOwnProfile } from '@lotus/contract/profile';
import type { ApiClient } from './client.ts';

/** The member's own profile (personal, messenger and KYC fields) and picture. */
export function profileApi(client: ApiClient) {
  return {
    profile: () => client.call(getOwnProfile),
    update: (request: UpdateProfileRequest) => client.call(updateOwnProfile, { body: request }),
    icon: () => client.call(getOwnIcon),
  };
}

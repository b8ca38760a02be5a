import type { CommunityDetail, UpdateCommunitySettingsRequest } from '@contracts/communities/schemas';

/** What the Admin Settings form edits. */
export type AdminSettingsDraft = {
  name: string;
  description: string;
  admin_events_only: boolean;
  invite_code_visible_to_all: boolean;
};

export function draftOf(community: CommunityDetail): AdminSettingsDraft {
  return {
    name: community.name,
    description: community.description ?? '',
    admin_events_only: community.admin_events_only,
    invite_code_visible_to_all: community.invite_code_visible_to_all,
  };
}

/** Only the fields that differ from the saved community (spec section 5: save sends only changes). */
export function changedSettings(community: CommunityDetail, draft: AdminSettingsDraft): UpdateCommunitySettingsRequest {
  const changes: UpdateCommunitySettingsRequest = {};
  const name = draft.name.trim();
  const description = draft.description.trim() === '' ? null : draft.description.trim();
  if (name !== community.name) {
    changes.name = name;
  }
  if (description !== (community.description ?? null)) {
    changes.description = description;
  }
  if (draft.admin_events_only !== community.admin_events_only) {
    changes.admin_events_only = draft.admin_events_only;
  }
  if (draft.invite_code_visible_to_all !== community.invite_code_visible_to_all) {
    changes.invite_code_visible_to_all = draft.invite_code_visible_to_all;
  }
  return changes;
}

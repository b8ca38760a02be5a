import { IonToggle } from '@ionic/react';

export type CommunityRules = { admin_events_only: boolean; invite_code_visible_to_all: boolean };

type CommunityTogglesProps = { value: CommunityRules; onChange: (value: CommunityRules) => void; disabled?: boolean };

/** The two community rules, as switches with a line each saying what they do. */
export function CommunityToggles({ value, onChange, disabled }: CommunityTogglesProps) {
  return (
    <div className="community-toggles">
      <div className="community-toggle">
        <IonToggle
          checked={value.admin_events_only}
          disabled={disabled}
          justify="space-between"
          onIonChange={(event) => onChange({ ...value, admin_events_only: event.detail.checked })}
        >
          Only admins can create events
        </IonToggle>
        <p className="form-note">When on, only the owner and admins can create events.</p>
      </div>
      <div className="community-toggle">
        <IonToggle
          checked={value.invite_code_visible_to_all}
          disabled={disabled}
          justify="space-between"
          onIonChange={(event) => onChange({ ...value, invite_code_visible_to_all: event.detail.checked })}
        >
          Invite code visible to all members
        </IonToggle>
        <p className="form-note">When off, only the owner and admins can see and share the invite code.</p>
      </div>
    </div>
  );
}

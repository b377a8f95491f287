/**
 * The workflow actions on one member (spec “States and transitions” Account admin actions). Each button shows only
 * when its precondition holds; the destructive ones ask for confirmation first.
 */
import { useModal } from '../../components/ui/Dialog';
import styles from './admin.module.css';
import { Button } from '../../components/ui/Button';
import { useMe } from '../../api/session';
import type { MemberAction, MemberDetail } from '../../../../shared/types/admin';
import { displayName } from './admin-model';
import type { useMemberActions } from './useMemberAdmin';

type Actions = ReturnType<typeof useMemberActions>;

type ActionDef = {
  action: Exclude<MemberAction, 'contract'>;
  label: string;
  tone: 'primary' | 'secondary' | 'danger-outline';
  isShown: (m: MemberDetail) => boolean;
  done: (m: MemberDetail) => string;
  /** The spec's own success title for this action (spec “The error catalogue” toasts), where it has one. */
  doneHeader?: string;
  confirm?: (m: MemberDetail) => string;
};

const ACTIONS: ActionDef[] = [
  {
    action: 'approve',
    label: 'Approve',
    tone: 'primary',
    isShown: (m) => m.active && !m.approved && !m.deleted,
    done: (m) => `${displayName(m)} is now an approved member and has been e-mailed.`,
  },
  {
    action: 'unapprove',
    label: 'Un-approve',
    tone: 'danger-outline',
    isShown: (m) => m.approved,
    confirm: (m) => `${displayName(m)} goes back to 'Awaiting approval'.`,
    done: (m) => `${displayName(m)} is no longer approved.`,
  },
  {
    action: 'resend-activation',
    label: 'Resend activation',
    tone: 'secondary',
    // The API also refuses an offboarded account: reinstate first.
    isShown: (m) => !m.active && !m.deleted,
    done: (m) => `A new activation e-mail is on its way to ${m.email}.`,
    doneHeader: 'Activation Sent',
  },
  {
    action: 'clear-contact',
    label: "Clear 'activation requested'",
    tone: 'secondary',
    isShown: (m) => m.contact,
    done: (m) => `${displayName(m)}'s request was cleared.`,
  },
  {
    action: 'test-alert',
    label: 'Send test alert',
    tone: 'secondary',
    isShown: (m) => !m.deleted,
    done: (m) => `A test alert is on its way to ${m.email}.`,
  },
  {
    action: 'cancel-deletion',
    label: 'Cancel deletion',
    tone: 'secondary',
    // Until the due date; the API refuses it after (409).
    isShown: (m) => m.deletion !== null && m.deletion.erased === null && new Date(m.deletion.dueAt) > new Date(),
    done: (m) => `${displayName(m)}'s account will not be deleted; their closed listings stay closed.`,
  },
  {
    action: 'reset-two-factor',
    label: 'Reset two-factor',
    tone: 'danger-outline',
    // Never on one's own account (the API refuses it too): another administrator does it.
    isShown: (m) => m.mfa,
    confirm: (m) =>
      `${displayName(m)}'s authenticator app and recovery codes stop working and they are logged out everywhere. At their next login they use the password alone${m.admin ? ', then set up two-factor sign-in again' : ''}.`,
    done: (m) => `${displayName(m)}'s two-factor sign-in was reset.`,
  },
  {
    action: 'reinstate',
    label: 'Reinstate',
    tone: 'primary',
    // An erased account has nothing left to reinstate.
    isShown: (m) => m.deleted && !m.deletion?.erased,
    done: (m) => `${displayName(m)} can log in again.`,
  },
  {
    action: 'offboard',
    label: 'Offboard',
    tone: 'danger-outline',
    isShown: (m) => !m.contracted && !m.deleted,
    confirm: (m) =>
      `${displayName(m)} will be logged out at once, cannot log in again until reinstated, and all their e-mail notifications are turned off.`,
    done: (m) => `${displayName(m)} was offboarded.`,
  },
];

export function MemberActions({ member, actions }: { member: MemberDetail; actions: Actions }) {
  const openModal = useModal();
  const { data: me } = useMe();
  const isSelf = me?.uid === member.uid;
  const shown = ACTIONS.filter((a) => a.isShown(member) && !(isSelf && a.action === 'reset-two-factor'));

  const perform = (def: ActionDef) =>
    void actions.run({
      label: def.label,
      request: actions.post(def.action),
      done: def.done(member),
      header: def.doneHeader,
    });

  const handleClick = (def: ActionDef) => {
    if (!def.confirm) return perform(def);
    openModal({
      header: `${def.label} this member?`,
      content: <p>{def.confirm(member)}</p>,
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: def.label, type: 'danger', action: () => perform(def) },
      ],
    });
  };

  return (
    <div className={styles.memberActions}>
      {shown.map((def) => (
        <Button
          key={def.action}

          variant={def.tone}
          disabled={actions.busy !== null}
          onClick={() => handleClick(def)}
        >
          {actions.busy === def.label ? `${def.label}…` : def.label}
        </Button>
      ))}
      {member.contracted && !member.deleted && (
        <p className={`muted ${styles.memberActionsNote}`}>A member with a contract cannot be offboarded.</p>
      )}
    </div>
  );
}

/**
 * /account/user/{uid}: one account as an administrator sees it (spec “Guarded pages”, “States and transitions” Account admin
 * actions): every field readable, the workflow actions, trial and paid-until, the payment history
 * (periods), notification toggles, candidate sourcing, a new contract, and the audit log of who did
 * what and when.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/admin/admin.module.css';
import { ACCOUNT_BADGE_TONE } from '../../features/admin/badge-tones';
import { badgeClass } from '../../components/ui/Badge';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { Email } from '../../components/Email';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { badgesOf, displayName, stageLabel, stageOf } from '../../features/admin/admin-model';
import { MemberActions } from '../../features/admin/MemberActions';
import {
  AccountFacts,
  AuditLog,
  ContractFacts,
  MembershipFacts,
  PersonalFacts,
} from '../../features/admin/MemberFacts';
import { ContractForm, NotificationsForm, SourcingForm, TrialForm } from '../../features/admin/MemberForms';
import { PaymentHistory } from '../../features/admin/PaymentHistory';
import { useMember } from '../../api/admin';
import { useMemberActions } from '../../features/admin/useMemberAdmin';
import type { MemberDetailResponse } from '../../../../shared/types/admin';

export default function Member() {
  const { uid = '' } = useParams();
  const { data, isPending, error, refetch } = useMember(uid);
  useDocumentTitle(data ? `Member — ${displayName(data.account)}` : 'Member');

  if (isPending) return <PageLoading label="Loading the member" />;
  if (error) {
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 422);
    return (
      <section className={`${cardClass} ${styles.adminEmpty}`} role="alert">
        <h2>{isMissing ? 'Account not found' : 'The account could not be loaded'}</h2>
        <p>{error.message}</p>
        <div className={formStyles.actions}>
          {!isMissing && <Button onClick={() => void refetch()}>Try again</Button>}
          <Link to="/account/users/registered" className={buttonClass({ variant: 'secondary' })}>
            Back to members
          </Link>
        </div>
      </section>
    );
  }
  return <MemberScreen uid={uid} data={data} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${cardClass} ${styles.memberSection}`} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function MemberScreen({ uid, data }: { uid: string; data: MemberDetailResponse }) {
  const { account: member, audit } = data;
  const actions = useMemberActions(uid);
  const stage = stageOf(member);
  // Forms start from the saved values; when those change (an action elsewhere), they start over.
  const trialKey = `${member.trail}|${member.paidUntil}`;
  const notificationsKey = JSON.stringify(member.notifications);
  const sourcingKey = `${member.sourcing}|${member.companyType}`;

  return (
    <div className={styles.member}>
      <Link to={`/account/users/${stage}`} className={styles.backLink}>
        ← Back to {stageLabel(stage)}
      </Link>
      <section className={`${cardClass} ${styles.memberHead}`} aria-labelledby="member-title">
        <h2 id="member-title">{displayName(member)}</h2>
        <p className={styles.memberHeadSub}>
          <Email address={member.email} /> · <strong>{stageLabel(stage)}</strong>
        </p>
        <span className={styles.adminBadges}>
          {badgesOf(member).map((b) => (
            <span
              key={b.key}
              className={badgeClass({ tone: ACCOUNT_BADGE_TONE[b.key], compact: true, outlined: true })}
            >
              {b.label}
            </span>
          ))}
        </span>
        <h3 className="visually-hidden">Actions</h3>
        <MemberActions member={member} actions={actions} />
      </section>

      <Section id="member-account" title="Account">
        <AccountFacts member={member} />
      </Section>
      <Section id="member-personal" title="Personal details">
        <PersonalFacts member={member} />
      </Section>
      <Section id="member-trial" title="Membership & trial">
        <MembershipFacts member={member} />
        <TrialForm key={trialKey} member={member} actions={actions} />
      </Section>
      <Section id="member-payments" title="Payment history">
        <PaymentHistory member={member} actions={actions} />
      </Section>
      <Section id="member-notifications" title="Notifications">
        <NotificationsForm key={notificationsKey} member={member} actions={actions} />
      </Section>
      <Section id="member-sourcing" title="Candidate sourcing">
        <SourcingForm key={sourcingKey} member={member} actions={actions} />
      </Section>
      <Section id="member-contract" title="Contract">
        <ContractFacts member={member} />
        {member.deleted ? (
          <p className="muted">An offboarded member cannot get a contract. Reinstate them first.</p>
        ) : !member.active ? (
          <p className="muted">A contract can be created once the member has activated their account.</p>
        ) : (
          <>
            <h4 className={styles.memberSectionSub}>
              {member.contracted ? 'Replace the contract' : 'Create a contract'}
            </h4>
            <ContractForm member={member} actions={actions} />
          </>
        )}
      </Section>
      <Section id="member-audit" title="Audit log">
        <AuditLog entries={audit} />
      </Section>
    </div>
  );
}

/**
 * Every user-facing title and message of spec “Validation rules” and “The error catalogue”, word for word.
 * The API sends them in error bodies and the PWA shows them in toasts and modals.
 */
import { LIMITS, PROPOSAL_DECLINE_COOLDOWN_DAYS } from './constants';

const COOLDOWN = PROPOSAL_DECLINE_COOLDOWN_DAYS;

export const TITLES = {
  invalidField: 'Invalid field',
  activationFailed: 'Activation failed!',
  loginFailed: 'Login failed!',
  accountOffboarded: 'Account offboarded!',
  accountInactive: 'Account inactive',
  registrationFailed: 'Registration failed',
  resetFailed: 'Reset failed!',
  passwordChangeFailed: 'Password change failed',
  authenticationFailed: 'Authentication failed!',
  loggedOut: 'Logged Out',
  logoutFailed: 'Logout failed!',
  accountNotFound: 'Account not found',
  updateFailed: 'Updated failed!',
  accountStatus: 'Account status',
  matchInvalid: 'Match Proposal invalid',
  matchPrivate: 'Match Proposals are private',
  sourcingInvalid: 'Sourcing Offer invalid',
  sourcingPrivate: 'Sourcing Offers are private',
  jobNotFound: 'Job spec not found',
  candidateNotFound: 'Candidate spec not found',
  matchFailed: 'Match Proposal failed',
  sourcingFailed: 'Sourcing Offer failed',
  passwordChanged: 'Password changed',
  activationSuccessful: 'Activation was successful',
  confirmationRequired: 'Confirmation Required',
  recoveryEmailSent: 'Recovery email sent',
  bulkMessage: 'Bulk Message',
  matchSent: 'Match Proposal sent',
  matchAccepted: 'Match Proposals Accepted',
  matchDeclined: 'Match Proposals Declined',
  sourcingSent: 'Sourcing Offer sent',
  sourcingAccepted: 'Sourcing Offer Accepted',
  sourcingDeclined: 'Sourcing Offer Declined',
  // Deals (not in the spec's catalogue, worded like its match and sourcing titles)
  dealPrivate: 'Deals are private',
  dealFailed: 'Deal update failed',
  dealUpdated: 'Deal updated',
  // Members in good standing (not in the spec's catalogue)
  membershipLapsed: 'Membership lapsed',
  // Delete my account (not in the spec's catalogue)
  accountDeletion: 'Account deletion',
  accountDeleted: 'Account deleted',
  // Two-factor sign-in (not in the spec's catalogue)
  twoFactor: 'Two-factor sign-in',
  twoFactorFailed: 'Two-factor sign-in failed',
  twoFactorRequired: 'Two-factor sign-in required',
} as const;

export const MESSAGES = {
  // Live updates (GET /api/events): the PWA polls instead, so these are for other clients.
  liveStreamsBusy: 'Live updates are busy on this server. Try again in a minute; the app refreshes itself meanwhile.',
  liveStreamsPerAccount: 'Too many of your tabs are following live updates. Close one and try again.',
  // Login / register / forgot (spec “Validation rules”)
  emailRequired: 'The Email field is required.',
  emailInvalid: 'The Email provided is in an invalid format.',
  passwordRequired: 'The Password field is required.',
  confirmRequired: 'The Password Confirmation provided is required.',
  passwordMismatch: 'The Password and Confirmation does not match.',
  passwordWeak: 'The Password provided is too weak.',
  // Reset and change password
  newPasswordRequired: 'The New Password field is required.',
  newPasswordInvalid: 'The New Password provided is not valid.',
  newPasswordMismatch: 'The New Password and Confirmation does not match.',
  currentPasswordRequired: 'The Current Password field is required.',
  currentPasswordInvalid: 'The Current Password provided is not valid.',
  passwordConfirmationRequired: 'The Password Confirmation is required.',
  // Personal details
  firstnameRequired: 'The Firstname field is required.',
  lastnameRequired: 'The Last Name field is required.',
  companyRequired: 'The Company field is required.',
  companyTypeRequired: 'The Company Type field is required.',
  jobTitleRequired: 'The Job Title field is required.',
  // Bulk message
  headingRequired: 'The Heading field is required.',
  messageRequired: 'The Message field is required.',
  // Account state (spec “The error catalogue”)
  alreadyActivated: 'You account seems to have already been activated.',
  activationInvalid: 'You account activation link is invalid.',
  offboarded: 'Your account has been offboarded.',
  inactive: 'Your account has not been activated yet. Please check your email for an activation email.',
  resetInvalid: 'Your reset link is invalid. It is valid for one-time use only.',
  notLoggedIn: 'Your account is not logged in.',
  noChanges: 'You have no changes to save at this time.',
  // Matches and sourcing
  matchLinkInvalid: 'The specified Match Proposal link is invalid.',
  matchNotFound: 'Your Match Proposal could not be found.',
  matchPrivate: 'The specified Match Proposal link is only available to the parties involved.',
  sourcingLinkInvalid: 'The specified Sourcing Offer link is invalid.',
  sourcingNotFound: 'Your Sourcing Offer could not be found.',
  sourcingPrivate: 'The specified Sourcing Offer link is only available to the parties involved.',
  jobNotFound: 'The job spec you are trying to view could not be found, and may have expired.',
  candidateNotFound: 'The candidate spec you are trying to view could not be found, and may have expired.',
  // Trust rules (not in the spec's catalogue): repeats and offboarded members.
  matchDeclinedRecently: `This job spec and candidate were declined as a match less than ${COOLDOWN} days ago. They can be proposed again ${COOLDOWN} days after the decline.`,
  matchAlreadyApproved: 'This job spec and candidate are already an approved match.',
  offerDeclinedRecently: `Your Sourcing Offer for this job spec was declined less than ${COOLDOWN} days ago. You can offer again ${COOLDOWN} days after the decline.`,
  offerAlreadyApproved: 'Your Sourcing Offer for this job spec has already been accepted.',
  matchWithdrawn: 'This Match Proposal was withdrawn: a member involved is no longer on Recruiter Connect.',
  offerWithdrawn: 'This Sourcing Offer was withdrawn: a member involved is no longer on Recruiter Connect.',
  // Members in good standing (not in the spec's catalogue)
  membershipLapsed:
    'Your trial or subscription has ended. You can still see your own listings and your account; to search, propose and receive proposals again, request approval on the Subscription page.',
  // Delete my account
  deletionPasswordInvalid: 'The Password provided is not correct.',
  deletionAlreadyRequested: 'Your account is already due for deletion.',
  deletionLastAdmin:
    'You are the only administrator: make another member an administrator before deleting your account.',
  deletionNotPending: 'There is no pending deletion of your account to cancel.',
  deletionPendingNetworkUse:
    'Your account is due for deletion. Cancel the deletion under My Account → Privacy to use the network again.',
  accountDeleted: 'This account has been deleted at its owner’s request.',
  // Two-factor sign-in
  mfaCodeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  mfaCodeInvalid:
    'That code is not valid. Enter the code your authenticator app shows now, or an unused recovery code.',
  mfaEnrolCodeInvalid: 'That code is not valid. Enter the 6-digit code your authenticator app shows now.',
  mfaEnrolmentRequired: 'Administrators log in with a second factor. Set up two-factor sign-in to continue.',
  mfaSignInExpired: 'Your sign-in has expired. Log in again with your e-mail and password.',
  mfaAlreadyOn: 'Two-factor sign-in is already on for your account.',
  mfaNotStarted: 'Start setting up two-factor sign-in first.',
  mfaAdminMustKeep: 'Administrators must keep two-factor sign-in on.',
  mfaNotOn: 'Two-factor sign-in is not on for this account.',
  mfaReauthRequired: 'Enter your password or the 6-digit code your authenticator app shows now.',
  mfaOwnReset: 'You cannot reset your own two-factor sign-in. Ask another administrator.',
  // Deals
  dealPrivate: 'The specified Deal link is only available to the parties involved.',
  dealAdminReadOnly: 'Admins can view deals but cannot change them.',
  dealTermsFrozen: 'Both parties have accepted the terms of this deal: they can no longer change.',
  dealTermsAlreadyAccepted: 'You have already accepted these terms.',
  dealFeeMissing: 'The job owner must enter the fee % before the terms can be accepted.',
  dealFeeOnlyJobOwner: 'Only the job owner can enter the fee %.',
  dealFeeFromJob: 'The fee % is the placement fee on the hiring company’s job spec and cannot be changed.',
  dealAlreadyDisputed: 'This deal has already been referred to the ethics committee.',
  dealReferUnpaidOnlyPartner: 'Only the partner, who is owed, can refer an unpaid deal.',
  dealDisputed: 'The deal was referred to the ethics committee. An administrator will be in touch.',
  dealTermsAccepted: 'You accepted the terms of this deal.',
  dealStageRecorded: 'The deal was updated.',
  dealStageUndone: 'The stage was undone. Nobody was told.',
  dealUndoNothing: 'There is no stage of yours to undo on this deal.',
  dealUndoNotYours: 'Only the member who recorded a stage can undo it.',
  dealUndoTooLate: 'It is too late to undo this stage: the other party has been told.',
  // Success texts
  passwordChanged: 'You can start using your new password as of your next log in.',
  matchSent: 'Your Match Proposal was sent successfully.',
  matchAccepted: 'The Match Proposal was accepted!',
  matchDeclined: 'The Match Proposal was declined!',
  sourcingSent: 'Your Sourcing Offer was sent successfully.',
  bulkMessageSent: 'Your new bulk message was sent successfully.',
} as const;

/** 'The {Field} field is required.' — the message form of spec “Validation rules” for listing and form fields. */
export function requiredMessage(fieldLabel: string): string {
  return `The ${fieldLabel} field is required.`;
}

/**
 * The duplicate-candidate notice, shown once a candidate saved with identifiers shares one with
 * another member's open candidate: no date and no whose, so the check tells the poster, not the curious.
 */
export const ALREADY_LISTED = {
  header: 'Possible duplicate candidate',
  message: 'This candidate is already listed by another member. Administrators are told which was listed first.',
} as const;

/** A search keyword over the API's limit (the search box names it rather than cutting the keyword). */
export const KEYWORD_TOO_LONG_MESSAGE = `The keyword may be at most ${LIMITS.searchKeyword} characters.`;

import QRCode from 'qrcode';
import type { Me, MfaEnabled, MfaEnrolment, MfaRecoveryCodes } from '../../shared/types/account';

/**
 * The set-up screen's body: the secret (to type into an app by hand), the otpauth:// URI, and the
 * same URI as a QR code (an SVG data URL, drawn here so the PWA loads no QR library).
 */
export async function presentEnrolment(enrolment: { secret: string; uri: string }): Promise<MfaEnrolment> {
  const svg = await QRCode.toString(enrolment.uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret: enrolment.secret,
    uri: enrolment.uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Two-factor sign-in turned on: the account as it is now, and the recovery codes, shown this once. */
export function presentMfaEnabled(account: Me, recoveryCodes: string[]): MfaEnabled {
  return { account, recoveryCodes };
}

/** New recovery codes, shown this once (the earlier ones no longer work). */
export function presentRecoveryCodes(recoveryCodes: string[]): MfaRecoveryCodes {
  return { recoveryCodes };
}

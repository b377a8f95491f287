import QRCode from 'qrcode';
import type { MfaEnrolment } from '../../shared/types/account';

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

/**
 * Prints the key the candidates' identifier hashes were made with when CANDIDATE_ID_SECRET was
 * unset (derived from SESSION_SECRET, api/services/candidates/identifier-hash.ts). Production
 * now requires CANDIDATE_ID_SECRET: an install that ran without it sets it to this value, so the
 * duplicate checks keep matching the hashes already stored.
 *
 *     SESSION_SECRET=… npm run candidate-id-secret
 */
import { existsSync } from 'node:fs';
import { derivedCandidateIdSecret } from '../api/services/candidates/identifier-hash';

if (existsSync('.env')) process.loadEnvFile('.env');
const sessionSecret = process.env.SESSION_SECRET;
if (!sessionSecret) {
  console.error('SESSION_SECRET is not set: run this with the SESSION_SECRET the install runs with.');
  process.exit(1);
}
console.log(`CANDIDATE_ID_SECRET=${derivedCandidateIdSecret(sessionSecret)}`);

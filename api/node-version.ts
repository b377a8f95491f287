/**
 * The oldest Node the product runs on: pg-boss 12 needs 22.12 and the data-folder lock node:sqlite without a flag 22.13; we ship and test on Node 24 LTS
 * (`.nvmrc`; `npm install` brings the npm registry's node@24 into node_modules/.bin, which npm puts
 * first on PATH for every script). An older Node fails here, at once, with a sentence that says what
 * to do — not later with a syntax or engine error deep inside a dependency.
 */
export const MINIMUM_NODE = '22.13.0';

export function isSupportedNode(version: string = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = MINIMUM_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

export function assertSupportedNode(version: string = process.versions.node): void {
  if (isSupportedNode(version)) return;
  throw new Error(
    `Recruiter Connect needs Node ${MINIMUM_NODE} or newer (Node 24 LTS recommended, see .nvmrc); this is Node ${version}.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 that npm install put in node_modules/.bin, or install Node 24.',
  );
}

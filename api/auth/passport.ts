import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { hashPassword, verifyPassword } from './password';
import { preloadedAccount } from './session';
import { now } from '../clock';
import { mayKeepSession } from '../policies/account';

import type { Account } from '../domain/rows';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Account {}
  }
}

/**
 * passport-local checks the e-mail and password only; the account-state rules of signing in
 * (policies/account.ts `loginRefusal`) are applied by the login route, which tells the user why.
 */
export function configurePassport(ctx: AppContext): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  // Compared against when the e-mail is unknown, so both cases take the same time.
  const dummyHash = hashPassword('not-a-real-password', ctx.config.PASSWORD_HASH_COST);

  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      void (async () => {
        const [account] = await ctx.db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
        const isValid = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
        done(null, account && isValid ? account : false);
      })().catch(done);
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  // Three parameters: passport then passes the request, where the session store left the account
  // it read with the session (session.ts, one named statement on every request). The query here
  // runs only when it did not, which a request that arrives with its session never does: it is a
  // plain query, not a named prepared statement (one was kept here until the session read took
  // its place, and then bought nothing).
  instance.deserializeUser(
    (req: IncomingMessage, id: string, done: (err: unknown, user?: Express.User | false) => void) => {
      void (async () => {
        const preloaded = preloadedAccount(req as Request, id);
        const [account] =
          preloaded !== undefined
            ? [preloaded ?? undefined]
            : await ctx.db.select().from(accounts).where(eq(accounts.id, id));
        // An offboarded account loses its sessions at once; so does one whose deletion is due.
        done(null, account && mayKeepSession(account, now()) ? account : false);
      })().catch(done);
    },
  );
  return instance;
}

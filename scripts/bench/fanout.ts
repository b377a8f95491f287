/**
 * Bulk message fan-out ("a bulk message to 50,000 members").
 *
 * N members (FANOUT_MEMBERS, default 50,000), each with one push subscription to a local push
 * service that checks VAPID and decrypts every message as a real one does (tests/support/fixtures/push-service.ts)
 * and an address whose mail goes to a local SMTP server (tests/support/smtp-sink.ts, reading each
 * mail's headers only: parsing 50,000 bodies on the measured machine would measure the sink). The
 * API runs as its own processes, as the Procfile runs it (FANOUT_ROLES=split, the default: a
 * ROLE=web and a ROLE=worker process; FANOUT_ROLES=all: one ROLE=all process, as one small
 * machine runs it; production poll of 2 s) on a fresh database on the PostgreSQL server. The admin sends one bulk message over HTTP; the bench
 * measures when every note is written (the answer), when the push service has the last push and
 * the sink the last mail, duplicates and missing ones, a signed-in member's search and dashboard
 * p95 during the fan-out against the same requests idle, and how long an activation mail takes
 * for a visitor registering during the fan-out. It writes the figures into docs/performance.md.
 *
 *   node --import tsx scripts/bench/fanout.ts                        # 50,000 members
 *   FANOUT_MEMBERS=1000 node --import tsx scripts/bench/fanout.ts    # quick
 *   FANOUT_ROLES=all …                                               # web and worker in one process
 *   FANOUT_WRITE_DOCS=0 …                                            # print only
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hashPassword } from '../../api/auth/password';
import { jobs } from '../../api/db/schema';
import { initialExpiry } from '../../shared/rules/listing';
import { createRandom, demoJob } from '../lib/demo-listings';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { LocalPushService } from '../../tests/support/fixtures/push-service';
import { SmtpSink } from '../../tests/support/smtp-sink';
import { startBenchApp, type BenchApp } from './app-process';
import { percentile } from './stats';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 50_000);
const ROLES = process.env.FANOUT_ROLES ?? 'split';
const WRITE_DOCS = process.env.FANOUT_WRITE_DOCS !== '0';
const IDLE_SECONDS = 15;
const GIVE_UP_SECONDS = 900;
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Bench2026x';
const TARGETS = { notesMs: 5_000, pushMs: 120_000, mailMs: 600_000, p95Ratio: 2, activationMs: 10_000 };
if (!Number.isInteger(MEMBERS) || MEMBERS < 1) throw new Error('FANOUT_MEMBERS must be a positive whole number');
if (ROLES !== 'split' && ROLES !== 'all') throw new Error('FANOUT_ROLES must be split or all');
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const loadAtStart = loadAverage();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const admin = new pg.Client({ connectionString: SERVER_URL });
// A connection lost while idle is reported, not an uncaught exception that ends the bench.
admin.on('error', (err) => console.warn(`bench admin connection lost: ${err.message}`));
await admin.connect();
const name = `rc_fanout_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
const dbUrl = new URL(SERVER_URL);
dbUrl.pathname = `/${name}`;
const databaseUrl = dbUrl.toString();

const vapid = webpush.generateVAPIDKeys();
const push = new LocalPushService(vapid.publicKey);
const sink = new SmtpSink({ headersOnly: true });
let server: BenchApp | undefined;
let worker: BenchApp | undefined;

try {
  await push.start();
  await sink.start();
  // ---- the API in its own process; it migrates the fresh database at start-up
  const appEnv = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '20',
    SMTP_URL: sink.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_LOCAL: 'true',
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    // The bench's administrator signs in with the password alone, as the test suites' do.
    ADMIN_MFA: 'optional',
    // One secret for both processes, as in production: the worker opens what the web process sealed
    // (the activation mail's token).
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  server = await startBenchApp(PORT, { ...appEnv, ROLE: ROLES === 'split' ? 'web' : 'all' });
  // The worker after the web process has migrated the database; its port only answers /healthz.
  if (ROLES === 'split') worker = await startBenchApp(PORT + 1, { ...appEnv, ROLE: 'worker' });

  // ---- seed: N members with a device each, a signed-in member who searches, an admin
  console.log(`Seeding ${MEMBERS.toLocaleString()} members, each with a device, into ${name}…`);
  const seedStart = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (err) => console.warn(`bench seeding connection lost: ${err.message}`));
  await db.connect();
  const passwordHash = await hashPassword(PASSWORD, 12);
  const notifications = JSON.stringify(normaliseNotifications(null, 1));
  const insertAccounts = async (emails: string[], isAdmin: boolean) =>
    (
      await db.query<{ id: string; email: string }>(
        `INSERT INTO accounts (email, password_hash, firstname, lastname, company, title, cellphone, company_type, categories,
           is_active, activated_at, trial_days, terms_accepted_at, notifications, is_admin)
         SELECT e, $2, 'Fan', 'Out', 'Fan-out Recruiters', 'Recruiter', '+27 82 555 0101', 1, '{13,23}', true, now(), 14, now(), $3, $4
         FROM unnest($1::text[]) AS e RETURNING id, email`,
        [emails, passwordHash, notifications, isAdmin],
      )
    ).rows;
  const members: Array<{ id: string; email: string; path: string }> = [];
  for (let done = 0; done < MEMBERS; done += 1000) {
    const emails = Array.from({ length: Math.min(1000, MEMBERS - done) }, (_, i) => `fan-${done + i}@example.co.za`);
    const rows = await insertAccounts(emails, false);
    const devices = rows.map((row) => ({ row, sub: push.subscription(row.id) }));
    await db.query(
      `INSERT INTO push_subscriptions (account_id, endpoint, p256dh, auth)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`,
      [
        devices.map((d) => d.row.id),
        devices.map((d) => d.sub.endpoint),
        devices.map((d) => d.sub.keys.p256dh),
        devices.map((d) => d.sub.keys.auth),
      ],
    );
    members.push(...devices.map((d) => ({ id: d.row.id, email: d.row.email, path: new URL(d.sub.endpoint).pathname })));
  }
  await insertAccounts(['fan-admin@example.co.za'], true);
  // A few hundred open listings, so the member's searches find something (load.ts's seed, smaller).
  const random = createRandom(19);
  await drizzle(db)
    .insert(jobs)
    .values(
      Array.from({ length: 300 }, (_, i) => {
        const createdAt = new Date(Date.now() - i * 3_600_000);
        return {
          ...demoJob(random),
          ownerId: members[0]!.id,
          reference: `JF${String(i).padStart(8, '0')}`,
          companyType: 1,
          createdAt,
          expiresAt: initialExpiry(createdAt),
        };
      }),
    );
  const expectedMails = Number(
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM accounts WHERE NOT is_deleted AND is_active AND (notifications ->> 'generalUpdates')::boolean IS TRUE AND NOT is_admin`,
      )
    ).rows[0]!.n,
  );
  await db.query('ANALYZE');
  console.log(`Seeded in ${seconds(Date.now() - seedStart)}.`);

  const signIn = async (email: string) => {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    await res.arrayBuffer();
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('rc.sid='));
    if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    return cookie.split(';')[0]!;
  };
  const adminCookie = await signIn('fan-admin@example.co.za');
  const memberCookie = await signIn(members[1 % members.length]!.email);

  // ---- a signed-in member's requests: a search (keyword varies, as people's do) then the dashboard
  const words = ['engineer', 'manager', 'sales', 'developer', 'accountant', 'analyst', 'nurse', 'teacher'];
  const interactive = async (until: () => boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    for (let i = 0; !until(); i++) {
      const requestPath = i % 2 === 0 ? `/api/jobs?q=${words[(i / 2) % words.length]}&categories=13` : '/api/dashboard';
      const start = performance.now();
      const res = await fetch(`${BASE}${requestPath}`, {
        headers: { accept: 'application/json', cookie: memberCookie },
      });
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - start);
      else errors++;
    }
    return { latencies: latencies.sort((a, b) => a - b), errors };
  };
  console.log(`Idle: the member's search and dashboard for ${IDLE_SECONDS} s…`);
  const idleEnd = Date.now() + IDLE_SECONDS * 1000;
  const idle = await interactive(() => Date.now() > idleEnd);

  // ---- the bulk message
  const heading = `Fan-out ${randomBytes(3).toString('hex')}`;
  const isOurs = (payload: Record<string, unknown> | null) => payload?.title === heading;
  const pushesOfMessage = () => push.received.filter((r) => r.status === 201 && isOurs(r.payload));
  const mailsOfMessage = () => sink.mails.filter((m) => m.subject.includes(heading));
  // What has arrived so far, read incrementally: a rescan of 50,000 arrivals every tick would be
  // the bench's own load on the cores it measures.
  const pushedTo = new Set<string>();
  const mailedTo = new Set<string>();
  let lastPushAt = 0;
  let pushesRead = 0;
  let mailsRead = 0;
  const readArrivals = () => {
    for (; pushesRead < push.received.length; pushesRead++) {
      const r = push.received[pushesRead]!;
      if (r.status !== 201 || !isOurs(r.payload)) continue;
      pushedTo.add(r.path);
      lastPushAt = Math.max(lastPushAt, r.receivedAt);
    }
    for (; mailsRead < sink.mails.length; mailsRead++) {
      const m = sink.mails[mailsRead]!;
      if (m.subject.includes(heading)) mailedTo.add(m.to);
    }
  };
  console.log(
    `Sending a bulk message to ${MEMBERS.toLocaleString()} members (${expectedMails.toLocaleString()} mails)…`,
  );
  const sentAt = Date.now();
  const loadAtSend = loadAverage();
  const res = await fetch(`${BASE}/api/admin/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ heading, message: 'A bulk message to every member, to measure the fan-out.' }),
  });
  const answer = await res.text();
  const notesMs = Date.now() - sentAt;
  if (!res.ok) throw new Error(`bulk message refused: ${res.status} ${answer}`);
  const notesWritten = Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM notes WHERE heading = $1', [heading])).rows[0]!.n,
  );

  let pushMs = NaN;
  let mailMs = NaN;
  const watcher = (async () => {
    while (Number.isNaN(pushMs) || Number.isNaN(mailMs)) {
      if (Date.now() - sentAt > GIVE_UP_SECONDS * 1000) return;
      readArrivals();
      if (Number.isNaN(pushMs) && pushedTo.size >= MEMBERS) {
        pushMs = lastPushAt - sentAt;
        console.log(`  every push received at ${seconds(pushMs)}`);
      }
      if (Number.isNaN(mailMs) && mailedTo.size >= expectedMails) {
        mailMs = Date.now() - sentAt;
        console.log(`  every mail received at ${seconds(mailMs)}`);
      }
      await sleep(200);
    }
  })();
  // A visitor registers 3 s into the fan-out: their activation mail is what they wait for.
  const progress = setInterval(() => {
    console.log(
      `  ${seconds(Date.now() - sentAt)}: ${pushedTo.size.toLocaleString()} pushes, ${mailedTo.size.toLocaleString()} mails, load average ${loadAverage()}`,
    );
  }, 30_000);
  const activation = (async () => {
    await sleep(3_000);
    const email = `fan-visitor-${randomBytes(3).toString('hex')}@example.co.za`;
    const registeredAt = Date.now();
    const reg = await fetch(`${BASE}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Placement42', confirm: 'Placement42', terms: true }),
    });
    await reg.arrayBuffer();
    if (reg.status !== 201) throw new Error(`registration during the fan-out: ${reg.status}`);
    await sink.waitFor(email, /Activate/, GIVE_UP_SECONDS * 1000);
    return Date.now() - registeredAt;
  })().catch((err: Error) => {
    // Missed (NaN) rather than thrown while the rest runs: the run still counts the rest and cleans up.
    console.warn(`activation mail: ${err.message}`);
    return NaN;
  });
  const busy = await interactive(
    () => (!Number.isNaN(pushMs) && !Number.isNaN(mailMs)) || Date.now() - sentAt > GIVE_UP_SECONDS * 1000,
  );
  await watcher;
  clearInterval(progress);
  const activationMs = await activation;
  await sleep(3_000); // anything sent twice would arrive by now

  // ---- count
  const pushCounts = new Map<string, number>();
  for (const r of pushesOfMessage()) pushCounts.set(r.path, (pushCounts.get(r.path) ?? 0) + 1);
  const pushDuplicates = [...pushCounts.values()].reduce((n, c) => n + c - 1, 0);
  const pushMissing = members.filter((m) => !pushCounts.has(m.path)).length;
  const refused = push.received.filter((r) => r.status !== 201).length;
  const mailCounts = new Map<string, number>();
  for (const m of mailsOfMessage()) mailCounts.set(m.to, (mailCounts.get(m.to) ?? 0) + 1);
  const mailDuplicates = [...mailCounts.values()].reduce((n, c) => n + c - 1, 0);
  const mailMissing = members.filter((m) => !mailCounts.has(m.email)).length - (MEMBERS - expectedMails);
  const idleP95 = percentile(idle.latencies, 95);
  const busyP95 = percentile(busy.latencies, 95);
  const ratio = busyP95 / idleP95;
  await db.end();

  const rows: Array<[string, string, string, boolean]> = [
    [
      "every note written (the admin's answer)",
      `${notesMs} ms (${notesWritten.toLocaleString()} notes)`,
      `≤ ${TARGETS.notesMs} ms`,
      notesMs <= TARGETS.notesMs,
    ],
    [
      'last push received',
      Number.isNaN(pushMs)
        ? `not all within ${GIVE_UP_SECONDS} s (${pushedTo.size.toLocaleString()} of ${MEMBERS.toLocaleString()})`
        : `${seconds(pushMs)} (${(MEMBERS / (pushMs / 1000)).toFixed(0)} pushes/s)`,
      `≤ ${TARGETS.pushMs / 1000} s`,
      pushMs <= TARGETS.pushMs,
    ],
    [
      'last mail received',
      Number.isNaN(mailMs)
        ? `not all within ${GIVE_UP_SECONDS} s (${mailedTo.size.toLocaleString()} of ${expectedMails.toLocaleString()})`
        : `${seconds(mailMs)} (${(expectedMails / (mailMs / 1000)).toFixed(0)} mails/s)`,
      `≤ ${TARGETS.mailMs / 1000} s`,
      mailMs <= TARGETS.mailMs,
    ],
    [
      'pushes: duplicates / missing',
      `${pushDuplicates} / ${pushMissing}${Number.isNaN(pushMs) ? ' still queued' : ''} (refused by the service: ${refused})`,
      '0 / 0',
      pushDuplicates === 0 && pushMissing === 0,
    ],
    [
      'mails: duplicates / missing',
      `${mailDuplicates} / ${mailMissing}${Number.isNaN(mailMs) ? ' still queued' : ''}`,
      '0 / 0',
      mailDuplicates === 0 && mailMissing === 0,
    ],
    [
      'member search + dashboard p95, idle → during fan-out',
      `${idleP95.toFixed(0)} → ${busyP95.toFixed(0)} ms (× ${ratio.toFixed(2)}; ${idle.latencies.length} / ${busy.latencies.length} requests, ${busy.errors} errors)`,
      `≤ × ${TARGETS.p95Ratio}`,
      ratio <= TARGETS.p95Ratio && busy.errors === 0,
    ],
    [
      'activation mail, registered 3 s into the fan-out',
      Number.isNaN(activationMs) ? `not within ${GIVE_UP_SECONDS} s` : seconds(activationMs),
      `≤ ${TARGETS.activationMs / 1000} s`,
      activationMs <= TARGETS.activationMs,
    ],
  ];
  const processes = ROLES === 'split' ? 'a ROLE=web and a ROLE=worker process' : 'one ROLE=all process';
  const loads = `load average ${loadAtStart} at the start, ${loadAtSend} at the send, ${loadAverage()} at the end`;
  const command = `${MEMBERS === 50_000 ? '' : `FANOUT_MEMBERS=${MEMBERS} `}${ROLES === 'split' ? '' : `FANOUT_ROLES=${ROLES} `}node --import tsx scripts/bench/fanout.ts`;
  console.log(
    `\n${MEMBERS.toLocaleString()} members, ${expectedMails.toLocaleString()} mails, ${processes} (pool 20 each, poll 2 s), ${loads}:`,
  );
  for (const [what, figure, target, isMet] of rows)
    console.log(`  ${isMet ? 'met ' : 'MISS'}  ${what}: ${figure} (target ${target})`);

  if (WRITE_DOCS) {
    const table = [
      '| | measured | target |',
      '|---|---|---|',
      ...rows.map(
        ([what, figure, target, isMet]) => `| ${what} | ${isMet ? '' : '**missed:** '}${figure} | ${target} |`,
      ),
    ].join('\n');
    const section = `<!-- fanout:begin (written by scripts/bench/fanout.ts) -->\n**Last run** ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`, ${processes}, ${loads}:\n\n${table}\n<!-- fanout:end -->`;
    const file = path.join(ROOT, 'docs/performance.md');
    const text = readFileSync(file, 'utf8'); // read just before writing: others edit this file too
    const begin = text.indexOf('<!-- fanout:begin');
    const end = text.indexOf('<!-- fanout:end -->');
    if (begin >= 0 && end > begin) {
      writeFileSync(file, `${text.slice(0, begin)}${section}${text.slice(end + '<!-- fanout:end -->'.length)}`);
      console.log('Figures written into docs/performance.md.');
    } else {
      console.log('docs/performance.md has no fan-out section markers: figures not written.');
    }
  }
} catch (err) {
  console.error([...(server?.logs ?? []), ...(worker?.logs ?? [])].slice(-20).join('\n'));
  throw err;
} finally {
  await worker?.stop();
  await server?.stop();
  await push.stop();
  await sink.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

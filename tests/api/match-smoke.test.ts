import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { buildRecruiter, buildAdmin, signIn } from '../support/factories';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.stop(); });

const base = { categories: [23], natures: [1], equities: [1], packageId: 5, locations: [303], qualifications: 'BSc', experience: '5 years', };
describe('match smoke', () => {
  it('proposes, approves, reveals', async () => {
    const aAcc = await buildRecruiter(server); const bAcc = await buildRecruiter(server); const cAcc = await buildRecruiter(server);
    const a = await signIn(server, aAcc); const b = await signIn(server, bAcc); const c = await signIn(server, cAcc);
    const admin = await signIn(server, await buildAdmin(server));
    const job = await a.post('/api/jobs', { ...base, jobTitle: 'Dev', genderId: 4, sectors: [13], sourcing: true });
    const cand = await b.post('/api/candidates', { ...base, candidateTitle: 'Dev', genderId: 1, sectors: [13] });
    const m = await b.post('/api/matches', { job: job.body.uid, candidate: cand.body.uid });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect((await b.post('/api/matches', { job: job.body.uid, candidate: cand.body.uid })).status).toBe(409);
    const view = await a.get(`/api/matches/${m.body.uid}`);
    expect(view.body.match.contacts).toBeUndefined();
    expect(view.body.match.abilities.canApprove).toBe(true);
    expect((await c.get(`/api/matches/${m.body.uid}`)).status).toBe(403);
    expect((await admin.post(`/api/matches/${m.body.uid}/approve`)).status).toBe(403);
    expect((await b.post(`/api/matches/${m.body.uid}/approve`)).status).toBe(403);
    const [r1, r2] = await Promise.all([a.post(`/api/matches/${m.body.uid}/approve`), a.post(`/api/matches/${m.body.uid}/approve`)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const after = await b.get(`/api/matches/${m.body.uid}`);
    expect(after.body.match.contacts.seconder.email).toBe(aAcc.email);
    expect((await admin.get(`/api/matches/${m.body.uid}`)).body.match.contacts).toBeUndefined();
    await server.smtp.waitFor(bAcc.email, /accepted/);
    await server.smtp.waitFor(aAcc.email, /approved/);
    const notes = await b.get('/api/notes');
    expect(notes.body.items[0].heading).toBe('Match Proposal - Accepted');
    const dash = await b.get('/api/dashboard');
    expect(dash.body).toMatchObject({ proposalsSent: 1, proposalsSentAccepted: 1 });
    const offer = await b.post('/api/sourcing', { job: job.body.uid });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const ov = await a.get(`/api/sourcing/${offer.body.uid}`);
    expect(ov.body.offer.offeringCompany).toBeTruthy();
    expect(ov.body.offer.contacts).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { buildRecruiter, buildAdmin, signIn } from '../support/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const job = {
  jobTitle: 'Senior Java Developer',
  categories: [23],
  natures: [1],
  equities: [1],
  genderId: 4,
  packageId: 5,
  locations: [303],
  qualifications: 'BSc Computer Science',
  experience: '5+ years Java',
  sectors: [13],
  sourcing: true,
};

describe('listings smoke', () => {
  it('creates, finds, extends and closes', async () => {
    const owner = await signIn(server, await buildRecruiter(server));
    const other = await signIn(server, await buildRecruiter(server));
    const admin = await signIn(server, await buildAdmin(server));
    const created = await owner.post('/api/jobs', job);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.reference).toMatch(/^J\d{4}[0-9A-F]{4}$/);
    const found = await other.get('/api/jobs?q=java&locations=300&categories=23');
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0].owner).toBeUndefined();
    const adminFound = await admin.get('/api/jobs?q=JAVA');
    expect(adminFound.body.items[0].owner.email).toContain('@');
    const view = await other.get(`/api/jobs/${created.body.uid}`);
    expect(view.body.listing.abilities).toMatchObject({ canEdit: false, canPropose: true, canSource: true });
    const ext = await owner.post(`/api/jobs/${created.body.uid}/extend`);
    expect(ext.body.listing.daysToExpiry).toBe(67);
    const closed = await owner.post(`/api/jobs/${created.body.uid}/close`);
    expect(closed.body.listing.isClosed).toBe(true);
    expect((await other.get(`/api/jobs/${created.body.uid}`)).status).toBe(404);
    expect((await other.get('/api/jobs?q=java')).body.total).toBe(0);
    const dash = await owner.get('/api/dashboard');
    expect(dash.body).toEqual({ totalActiveJobs: 0, myActiveJobs: 0, totalActiveCandidates: 0, myActiveCandidates: 0 });
  });
});

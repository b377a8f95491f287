/**
 * The push worker's address rule (api/push/addresses.ts, api/push/deliver.ts): only public unicast
 * addresses, in every IPv4 and IPv6 spelling, and a name is refused when any of its addresses is not
 * public — before a socket is opened. Uses the machine's real resolver ('localhost' is in /etc/hosts).
 */
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../api/push/addresses';
import {
  PushAddressRefused,
  PushEndpointRefused,
  resolvePublicAddresses,
  sendPushRequest,
} from '../../api/push/deliver';

describe('isPublicAddress', () => {
  const refused = [
    // IPv4: unspecified, loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved
    '0.0.0.0',
    '0.1.2.3',
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6: unspecified, loopback, IPv4-compatible, unique local, link-local (with a zone), site-local, multicast, documentation, Teredo
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::127.0.0.1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '[::1]',
    // IPv4 inside IPv6: mapped (both spellings), NAT64 and 6to4 of private addresses
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0.0.0.0',
    '64:ff9b::7f00:1',
    '64:ff9b::10.1.2.3',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    // Not addresses at all
    'localhost',
    '',
    'fcm.googleapis.com',
    '127.0.0.1.nip.io',
    '2130706433',
  ];
  const allowed = [
    '8.8.8.8',
    '142.250.180.10',
    '1.1.1.1',
    '11.0.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.169.0.0',
    '223.255.255.255',
    '2607:f8b0:4004:c1b::5f',
    '2a00:1450:4001:82b::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  it.each(refused)('refuses %j', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(allowed)('allows %j', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolvePublicAddresses', () => {
  it('refuses a name that resolves to loopback, and private address literals', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '::ffff:127.0.0.1', '10.0.0.1', '[fe80::1]']) {
      await expect(resolvePublicAddresses(host), host).rejects.toBeInstanceOf(PushAddressRefused);
    }
    await expect(resolvePublicAddresses('localhost')).rejects.toMatchObject({
      host: 'localhost',
      address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
    });
  });

  it('gives a public address literal back as it is (no lookup)', async () => {
    expect(await resolvePublicAddresses('8.8.8.8')).toEqual([{ address: '8.8.8.8', family: 4 }]);
    expect(await resolvePublicAddresses('[2607:f8b0:4004:c1b::5f]')).toEqual([
      { address: '2607:f8b0:4004:c1b::5f', family: 6 },
    ]);
  });
});

describe('sendPushRequest', () => {
  const request = { method: 'POST', headers: { TTL: 60 }, body: Buffer.from('x'), timeoutMs: 2_000 };

  it('refuses, before connecting, an allowed name that resolves to a loopback address', async () => {
    const rules = { allowedHosts: ['localhost'], allowLocal: false };
    await expect(sendPushRequest({ ...request, endpoint: 'https://localhost/push/x', rules })).rejects.toBeInstanceOf(
      PushAddressRefused,
    );
  });

  it('refuses endpoints the rules do not allow, also in local mode', async () => {
    const local = { allowedHosts: ['127.0.0.1', 'fcm.googleapis.com'], allowLocal: true };
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      'https://2130706433/x',
      'http://localhost:1/x',
      'https://push.example.com/x',
      'http://fcm.googleapis.com/x',
    ]) {
      await expect(sendPushRequest({ ...request, endpoint, rules: local }), endpoint).rejects.toBeInstanceOf(
        PushEndpointRefused,
      );
    }
  });
});

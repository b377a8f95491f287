/**
 * Webhook addresses and signatures (api/webhooks/urls.ts, api/webhooks/signature.ts): which
 * addresses are refused before any name is resolved, and a signature the reference
 * `standardwebhooks` package accepts (and one it refuses).
 */
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newWebhookMessageId, newWebhookSecret, signWebhook } from '../../api/webhooks/signature';
import { webhookUrlRefusal } from '../../api/webhooks/urls';

const strict = { allowLocal: false };
const local = { allowLocal: true };

describe('webhookUrlRefusal', () => {
  it.each([
    ['https://hooks.example.com/in', null],
    ['https://hooks.example.com:8443/in?x=1', null],
    ['https://93.184.216.34/in', null],
    ['https://[2606:2800:220:1:248:1893:25c8:1946]/in', null],
    ['http://hooks.example.com/in', 'not-https'],
    ['ftp://hooks.example.com/in', 'not-https'],
    ['not a url', 'invalid'],
    ['https://user:pass@hooks.example.com/in', 'invalid'],
    ['https://127.0.0.1/in', 'private'],
    ['https://2130706433/in', 'private'],
    ['https://0x7f.1/in', 'private'],
    ['https://10.0.0.8/in', 'private'],
    ['https://172.16.4.4/in', 'private'],
    ['https://192.168.0.1/in', 'private'],
    ['https://100.64.0.1/in', 'private'],
    ['https://169.254.169.254/latest', 'private'],
    ['https://0.0.0.0/in', 'private'],
    ['https://[::1]/in', 'private'],
    ['https://[fd12::1]/in', 'private'],
    ['https://[fe80::1]/in', 'private'],
    ['https://[::ffff:10.0.0.1]/in', 'private'],
    ['https://[64:ff9b::a00:1]/in', 'private'],
    ['https://localhost/in', 'private'],
    ['https://api.localhost/in', 'private'],
    ['https://intranet/in', 'private'],
    ['http://127.0.0.1:4000/in', 'not-https'],
  ])('%s → %s', (url, refusal) => {
    expect(webhookUrlRefusal(url, strict)).toBe(refusal);
  });

  it('lets only plain http to 127.0.0.1 through in local (test) mode', () => {
    expect(webhookUrlRefusal('http://127.0.0.1:4000/in', local)).toBeNull();
    expect(webhookUrlRefusal('https://127.0.0.1:4000/in', local)).toBe('private');
    expect(webhookUrlRefusal('http://localhost:4000/in', local)).toBe('not-https');
    expect(webhookUrlRefusal('http://10.0.0.1/in', local)).toBe('not-https');
  });
});

describe('signWebhook', () => {
  it('makes a Standard Webhooks signature the reference package verifies', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const id = newWebhookMessageId();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { ok: true } });
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, { id, timestamp, body }),
    };
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ data: { ok: true } });
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('gives every message its own id', () => {
    const ids = new Set(Array.from({ length: 100 }, newWebhookMessageId));
    expect(ids.size).toBe(100);
  });
});

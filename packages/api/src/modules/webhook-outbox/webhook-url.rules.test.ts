import { describe, expect, it } from 'vitest';
import { allResolvedAllowed, checkWebhookUrl, isAllowedAddress, parseIp } from './webhook-url.rules.ts';

const strict = { allowLoopback: false };
const loopback = { allowLoopback: true };
const allowed = (ip: string) => isAllowedAddress(parseIp(ip)!, strict);

describe('webhook URL guard', () => {
  it('parses IPv4 and IPv6 literals and nothing else', () => {
    expect(parseIp('10.0.0.1')).toEqual({ v: 4, bytes: [10, 0, 0, 1] });
    expect(parseIp('[::1]')).toEqual({ v: 6, bytes: [...Array(15).fill(0), 1] });
    expect(parseIp('::ffff:10.0.0.1')?.bytes.slice(10)).toEqual([0xff, 0xff, 10, 0, 0, 1]);
    expect(parseIp('fe80::1%eth0')?.bytes.slice(0, 2)).toEqual([0xfe, 0x80]);
    expect(parseIp('2001:db8:0:0:0:0:0:1')?.bytes.at(-1)).toBe(1);
    for (const no of [
      'example.nl',
      '010.0.0.1',
      '0x7f.0.0.1',
      '1.2.3',
      '256.1.1.1',
      '1::2::3',
      'a:b:c:d:e:f:1:2:3',
      '12345::',
    ])
      expect(parseIp(no)).toBeNull();
  });

  it('refuses loopback, private, CGNAT, link-local, metadata and reserved IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '169.254.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
    ])
      expect(allowed(ip), ip).toBe(false);
    for (const ip of [
      '8.8.8.8',
      '172.32.0.1',
      '172.15.255.255',
      '100.128.0.1',
      '100.63.255.255',
      '192.169.0.1',
      '145.107.1.1',
    ])
      expect(allowed(ip), ip).toBe(true);
  });

  it('refuses IPv6 loopback, ULA, link-local, multicast and every IPv4-carrying form', () => {
    for (const ip of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:8.8.8.8',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::10.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
    ])
      expect(allowed(ip), ip).toBe(false);
    for (const ip of ['2a00:1450:400e:80f::200e', '2001:4860:4860::8888']) expect(allowed(ip), ip).toBe(true);
  });

  it('checks the URL: https only, no credentials, no internal literal or name', () => {
    expect(checkWebhookUrl('https://hooks.example.nl/ikv', strict)).toMatchObject({
      ok: true,
      host: 'hooks.example.nl',
      ip: null,
    });
    expect(checkWebhookUrl('https://8.8.8.8/x', strict)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('https://[2001:4860:4860::8888]/x', strict)).toMatchObject({
      ok: true,
      host: '2001:4860:4860::8888',
    });
    for (const no of [
      'http://hooks.example.nl/ikv',
      'ftp://hooks.example.nl',
      'https://user:pw@hooks.example.nl/',
      'https://127.0.0.1:8443/',
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[fd00::1]/',
      'https://localhost/',
      'https://intranet/',
      'https://0x7f000001/',
      'https://2130706433/',
      'geen url',
    ])
      expect(checkWebhookUrl(no, strict).ok, no).toBe(false);
  });

  it('WEBHOOK_ALLOW_LOOPBACK lets exactly http(s)://127.0.0.1:<port> through', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4567/hook', loopback)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://127.0.0.1:4567/hook', strict).ok).toBe(false);
    expect(checkWebhookUrl('http://127.0.0.1/hook', loopback).ok).toBe(false);
    expect(checkWebhookUrl('http://localhost:4567/hook', loopback).ok).toBe(false);
    expect(checkWebhookUrl('http://127.0.0.2:4567/hook', loopback).ok).toBe(false);
    expect(checkWebhookUrl('https://10.0.0.1:4567/hook', loopback).ok).toBe(false);
  });

  it('a resolved name passes only when every address is public', () => {
    expect(allResolvedAllowed(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], strict)).toBe(true);
    expect(allResolvedAllowed(['93.184.215.14', '10.1.2.3'], strict)).toBe(false);
    expect(allResolvedAllowed(['127.0.0.1'], strict)).toBe(false);
    expect(allResolvedAllowed([], strict)).toBe(false);
    expect(allResolvedAllowed(['niet-een-adres'], strict)).toBe(false);
  });
});

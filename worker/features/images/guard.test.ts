// The SSRF guard, run inside workerd so the URL parser is the one production uses.
import { describe, expect, it } from 'vitest';
import { checkImageUrl } from './guard';
import { parseIPv6 } from './ip';

const refused = (raw: string) => {
  const r = checkImageUrl(raw);
  return r.ok ? null : r.reason;
};

describe('checkImageUrl', () => {
  it('allows public http(s) URLs on the default ports and explicit 80/443', () => {
    for (const raw of [
      'https://images.example.com/a.png',
      'http://cdn.example.org/x.jpg?x=1#frag',
      'http://example.com:80/a.png',
      'https://example.com:443/a.png',
      'https://example.com:80/a.png',
      'http://8.8.8.8/a.png',
      'http://172.15.255.255/a.png',
      'http://172.32.0.0/a.png',
      'http://100.63.255.255/a.png',
      'http://100.128.0.0/a.png',
      'http://[2606:4700::1111]/a.png',
    ]) {
      expect(refused(raw), raw).toBeNull();
    }
  });

  it('refuses the classic SSRF targets', () => {
    for (const raw of [
      'http://127.0.0.1/x',
      'http://localhost/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/x',
    ]) {
      expect(refused(raw), raw).not.toBeNull();
    }
  });

  it('refuses other schemes and relative or malformed URLs', () => {
    for (const raw of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'gopher://example.com/',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'ws://example.com/',
      '/media/x.png',
      'example.com/a.png',
      'http://',
      '',
    ]) {
      expect(refused(raw), raw).not.toBeNull();
    }
    expect(refused('file:///etc/passwd')).toMatch(/scheme file:/);
    expect(refused(`https://example.com/${'a'.repeat(2100)}`)).toMatch(/longer than/);
  });

  it('refuses ports other than 80 and 443', () => {
    for (const raw of ['http://example.com:8080/a.png', 'http://example.com:22/', 'https://example.com:8443/', 'http://example.com:0/']) {
      expect(refused(raw), raw).toMatch(/port/);
    }
  });

  it('refuses credentials in the URL', () => {
    for (const raw of ['http://user:pass@example.com/a.png', 'http://user@example.com/a.png', 'http://:pass@example.com/a.png']) {
      expect(refused(raw), raw).toMatch(/credentials/);
    }
  });

  it('refuses local and internal names, in any case and with a trailing dot', () => {
    for (const raw of [
      'http://LOCALHOST/x',
      'http://localhost./x',
      'http://api.localhost/x',
      'http://printer.local/x',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://db.internal/x',
      'http://router.home.arpa/x',
      'http://intranet/x',
      'http://metadata/x',
    ]) {
      expect(refused(raw), raw).not.toBeNull();
    }
  });

  it('refuses private, loopback, link-local, CGNAT, multicast and reserved IPv4', () => {
    for (const host of [
      '0.0.0.0',
      '0.1.2.3',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.255',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(refused(`http://${host}/x`), host).toMatch(/the host is a/);
    }
  });

  it('refuses numeric IPv4 spellings, which the URL parser normalises to dotted quads', () => {
    for (const host of [
      '2130706433',
      '0177.0.0.1',
      '0x7f.0.0.1',
      '127.1',
      '0x7f000001',
      '017700000001',
      '127.0.0.1.',
      '0x7F.1',
      '0.0.0.0',
      '0',
      '0xa9fea9fe',
    ]) {
      const parsed = new URL(`http://${host}/x`).hostname;
      expect(['127.0.0.1', '127.0.0.1.', '0.0.0.0', '169.254.169.254'], `${host} parsed as ${parsed}`).toContain(parsed);
      expect(refused(`http://${host}/x`), host).not.toBeNull();
    }
  });

  it('refuses loopback, unspecified, mapped, unique-local, link-local, multicast and special IPv6', () => {
    for (const host of [
      '[::1]',
      '[::]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::ffff:169.254.169.254]',
      '[0:0:0:0:0:ffff:a00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[fc00::1]',
      '[fd12:3456:789a::1]',
      '[fe80::1]',
      '[febf::1]',
      '[ff02::1]',
      '[2001:db8::1]',
      '[2001::1]',
      '[2002:7f00:1::]',
    ]) {
      expect(refused(`http://${host}/x`), host).toMatch(/the host is/);
    }
  });
});

describe('parseIPv6', () => {
  it('expands compressed forms and trailing dotted quads', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('2001:db8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('rejects malformed literals', () => {
    for (const bad of [
      '1:2:3',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::8',
      'g::1',
      '12345::',
      '::ffff:300.0.0.1',
      'fe80::1%eth0',
    ]) {
      expect(parseIPv6(bad), bad).toBeNull();
    }
  });
});

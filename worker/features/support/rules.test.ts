// The support form's rate limit: its window per IP, and the fixed-window rules it is counted by.
import { describe, expect, it } from 'vitest';
import { clientIp, judge, windowStart } from '../../http/rate-limit';
import { supportWindow } from './rules';

describe('support window', () => {
  it('counts 5 messages per IP per hour, one counter per IP', () => {
    expect(supportWindow('203.0.113.7')).toEqual({ key: 'support:ip:203.0.113.7', limit: 5, windowSeconds: 3600 });
    expect(supportWindow('unknown').key).toBe('support:ip:unknown');
  });
});

describe('fixed-window rate limit rules', () => {
  const w = { key: 'k', limit: 5, windowSeconds: 3600 };
  it('allows up to the limit and tells the rest when the window ends', () => {
    const now = 7200 + 600;
    expect(windowStart(now, 3600)).toBe(7200);
    expect(judge(5, w, now)).toEqual({ allowed: true, count: 5, retryAfter: 3000 });
    expect(judge(6, w, now)).toEqual({ allowed: false, count: 6, retryAfter: 3000 });
    expect(judge(6, w, 7200 + 3599).retryAfter).toBe(1);
  });
  it('reads the client IP from CF-Connecting-IP, else one shared bucket', () => {
    expect(clientIp('203.0.113.7')).toBe('203.0.113.7');
    expect(clientIp('2001:db8::1')).toBe('2001:db8::1');
    expect(clientIp(undefined)).toBe('unknown');
    expect(clientIp('x; drop table')).toBe('unknown');
  });
});

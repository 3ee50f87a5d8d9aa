// SMTP settings from env: the three security modes, optional credentials, loud misconfiguration.
import { describe, expect, it } from 'vitest';
import { smtpOptions } from './send';

const base = { SMTP_HOST: 'smtp.edgewire.example', SMTP_PORT: '587', SMTP_SECURITY: 'starttls' };

describe('smtpOptions', () => {
  it('maps SMTP_SECURITY to worker-mailer options', () => {
    expect(smtpOptions({ ...base, SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525', SMTP_SECURITY: 'none' })).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      startTls: false,
    });
    expect(smtpOptions(base)).toMatchObject({ host: 'smtp.edgewire.example', port: 587, secure: false, startTls: true });
    expect(smtpOptions({ ...base, SMTP_PORT: '465', SMTP_SECURITY: 'tls' })).toMatchObject({ port: 465, secure: true, startTls: false });
  });

  it('authenticates only when SMTP_USER is set (empty or absent secrets mean no AUTH)', () => {
    expect(smtpOptions(base).credentials).toBeUndefined();
    expect(smtpOptions({ ...base, SMTP_USER: '', SMTP_PASSWORD: '' }).credentials).toBeUndefined();
    expect(smtpOptions({ ...base, SMTP_USER: 'mailer', SMTP_PASSWORD: 'pw' })).toMatchObject({
      credentials: { username: 'mailer', password: 'pw' },
      authType: ['plain', 'login'],
    });
  });

  it('throws on a missing host, a bad port, an unknown security mode or plaintext to a remote host', () => {
    for (const bad of [
      { SMTP_HOST: ' ' },
      { SMTP_PORT: '0' },
      { SMTP_PORT: '70000' },
      { SMTP_PORT: 'smtp' },
      { SMTP_SECURITY: 'ssl' },
      { SMTP_SECURITY: '' },
      { SMTP_SECURITY: 'none' },
    ]) {
      expect(() => smtpOptions({ ...base, ...bad }), JSON.stringify(bad)).toThrow();
    }
  });
});

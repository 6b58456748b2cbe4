import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The error loadConfig throws for this environment; fails the test if it does not throw. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to reject the environment');
}

/** One line per bad variable, starting with its name, so an operator sees what to fix. */
const namesVariable = (name: string) => new RegExp(`^\\s*${name}: `, 'm');

const secret = 'a-production-secret-of-at-least-32-characters';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('var'),
      database: { pgliteDir: path.resolve('var', 'db') },
      mail: {
        from: 'ResumeGrader <no-reply@resumegrader.com>',
        teamAddress: 'team@resumegrader.com',
        smtpUrl: undefined,
        outbox: true,
      },
      corsOrigins: [],
      trustProxy: false,
      contactRateLimit: { max: 5, windowSeconds: 3600 },
      logLevel: 'info',
    });
  });

  it('keeps all state under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/rg-a', PORT: '3001' });
    expect(config.dataDir).toBe('/srv/rg-a');
    expect(config.database).toEqual({ pgliteDir: '/srv/rg-a/db' });
    expect(config.port).toBe(3001);
  });

  it('uses PostgreSQL, in the given schema, when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/resumegrader',
      DATABASE_SCHEMA: 'tenant_1',
    });
    expect(config.database).toEqual({
      url: 'postgres://app@db.internal:5432/resumegrader',
      schema: 'tenant_1',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db.internal/app'],
    ['DATABASE_SCHEMA', 'Robert"; drop table'],
    ['SMTP_URL', 'http://mail.internal'],
    ['SMTP_URL', 'mail.internal:25'],
    ['PUBLIC_URL', 'ftp://resumegrader.com'],
    ['CONTACT_TEAM_EMAIL', 'team-at-resumegrader'],
    ['CONTACT_RATE_LIMIT', '0'],
    ['DEV_OUTBOX', 'yes'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
  ])('rejects %s=%s with a ConfigError naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(namesVariable(name));
  });

  it('says which protocols a URL variable accepts', () => {
    expect(configError({ DATABASE_URL: 'mysql://db/app' }).message).toContain(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(configError({ SMTP_URL: 'http://mail' }).message).toContain(
      'SMTP_URL: must start with smtp:// or smtps://',
    );
  });

  it('names every bad variable at once, not only the first', () => {
    const { message } = configError({ PORT: 'abc', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    expect(message).toMatch(namesVariable('PORT'));
    expect(message).toMatch(namesVariable('SMTP_URL'));
    expect(message).toMatch(namesVariable('LOG_LEVEL'));
  });

  describe('production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      PUBLIC_URL: 'https://resumegrader.example',
    };

    it('requires SMTP_URL, unless mail is explicitly disabled', () => {
      const { message } = configError(production);
      expect(message).toMatch(namesVariable('SMTP_URL'));
      expect(message).toContain('MAIL_DISABLED=true');
      expect(message).not.toContain('DEV_OUTBOX');
      expect(loadConfig({ ...production, MAIL_DISABLED: 'true' }).mail).toMatchObject({
        outbox: false,
        smtpUrl: undefined,
      });
    });

    it.each(['true', '1'])('never keeps mail in the outbox: DEV_OUTBOX=%s is refused', (flag) => {
      const { message } = configError({
        ...production,
        SMTP_URL: 'smtps://mail.internal:465',
        DEV_OUTBOX: flag,
      });
      expect(message).toMatch(namesVariable('DEV_OUTBOX'));
    });

    it('sends over SMTP when SMTP_URL is set', () => {
      const config = loadConfig({ ...production, SMTP_URL: 'smtps://mail.internal:465' });
      expect(config.mail).toMatchObject({ outbox: false, smtpUrl: 'smtps://mail.internal:465' });
    });

    it('requires PUBLIC_URL: links are never built from a Host header', () => {
      const { PUBLIC_URL: _unset, ...withoutUrl } = production;
      expect(configError({ ...withoutUrl, MAIL_DISABLED: 'true' }).message).toMatch(
        namesVariable('PUBLIC_URL'),
      );
    });

    it('refuses MAIL_DISABLED outside production, where mail goes to the dev outbox', () => {
      expect(configError({ MAIL_DISABLED: 'true' }).message).toMatch(
        namesVariable('MAIL_DISABLED'),
      );
    });
  });

  describe('accounts', () => {
    it('defaults to 1 free credit, rate limits on and a development secret', () => {
      expect(loadConfig({}).auth).toMatchObject({ signupFreeCredits: 1, rateLimit: true });
      expect(loadConfig({ SIGNUP_FREE_CREDITS: '3', AUTH_RATE_LIMIT: 'off' }).auth).toMatchObject({
        signupFreeCredits: 3,
        rateLimit: false,
      });
    });

    it('requires AUTH_SECRET and rate limits in production', () => {
      const { message } = configError({
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT: 'off',
      });
      expect(message).toMatch(namesVariable('AUTH_SECRET'));
      expect(message).toMatch(namesVariable('AUTH_RATE_LIMIT'));
      expect(configError({ AUTH_SECRET: 'short' }).message).toMatch(namesVariable('AUTH_SECRET'));
      expect(configError({ SIGNUP_FREE_CREDITS: '-1' }).message).toMatch(
        namesVariable('SIGNUP_FREE_CREDITS'),
      );
    });
  });

  describe('the dev outbox flag', () => {
    it.each(['development', 'test'])('is on in %s without SMTP_URL', (env) => {
      expect(loadConfig({ NODE_ENV: env }).mail.outbox).toBe(true);
    });

    it('is off whenever SMTP_URL is set, even with DEV_OUTBOX=true', () => {
      const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', DEV_OUTBOX: 'true' });
      expect(config.mail).toMatchObject({ outbox: false, smtpUrl: 'smtp://127.0.0.1:2525' });
    });
  });

  it('splits CORS_ORIGINS on commas and trims it', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://a.example ,https://b.example,, ' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('reads the contact rate limit', () => {
    const config = loadConfig({ CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '60' });
    expect(config.contactRateLimit).toEqual({ max: 2, windowSeconds: 60 });
  });

  describe('TRUST_PROXY', () => {
    it('is off by default and for false or 0', () => {
      for (const value of [undefined, '', 'false', '0']) {
        expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(
          false,
        );
      }
    });

    it('takes a hop count, or proxy addresses and CIDRs', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy,
      ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    });

    it("refuses 'true', which would let any client choose its address", () => {
      const { message } = configError({ TRUST_PROXY: 'true' });
      expect(message).toMatch(namesVariable('TRUST_PROXY'));
      expect(message).toContain("'true' would trust any client's X-Forwarded-For");
    });

    it.each([
      '10.0.0.0/33',
      'proxy.internal',
      '1.2.3',
      '10.0.0.1/8/2',
      '::1/129',
      '99',
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '::/0',
    ])('refuses %s', (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(namesVariable('TRUST_PROXY'));
    });
  });

  describe('file storage', () => {
    it('is local disk under DATA_DIR/files by default', () => {
      expect(loadConfig({ DATA_DIR: '/srv/rg' }).storage).toEqual({
        kind: 'local',
        dir: path.resolve('/srv/rg', 'files'),
      });
    });

    it('names every missing S3 variable with STORAGE=s3', () => {
      const { message } = configError({ STORAGE: 's3' });
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toMatch(namesVariable(name));
      }
      expect(configError({ STORAGE: 'ftp' }).message).toMatch(namesVariable('STORAGE'));
      expect(
        configError({
          STORAGE: 's3',
          S3_BUCKET: 'b',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
          S3_ENDPOINT: 'not a url',
        }).message,
      ).toMatch(namesVariable('S3_(BUCKET|ENDPOINT)'));
    });

    it('reads the S3 settings', () => {
      const config = loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'resumes',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.storage).toEqual({
        kind: 's3',
        bucket: 'resumes',
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
    });
  });
});

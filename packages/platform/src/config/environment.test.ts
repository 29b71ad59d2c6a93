import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIdentityKeys } from '../grpc/identity';
import { ConfigurationError, environmentTypes, loadEnvironmentOrExit, parseEnvironment } from './environment';

const shape = {
  PORT: environmentTypes.port(8080),
  DATABASE_URL: environmentTypes.optionalUrl(['postgres', 'postgresql']),
  LOG_LEVEL: environmentTypes.logLevel(),
  PRETTY: environmentTypes.flag(false),
};

describe('parseEnvironment', () => {
  it('applies defaults for unset and empty variables', () => {
    expect(parseEnvironment(shape, { PORT: '', PRETTY: undefined })).toEqual({
      PORT: 8080,
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      PRETTY: false,
    });
  });

  it('coerces numbers and flags', () => {
    const parsed = parseEnvironment(shape, {
      PORT: '9000',
      PRETTY: 'yes',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier',
    });
    expect(parsed.PORT).toBe(9000);
    expect(parsed.PRETTY).toBe(true);
    expect(parsed.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/atelier');
  });

  it('names every variable that is wrong', () => {
    let caught: unknown;
    try {
      parseEnvironment(shape, { PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    const problems = (caught as ConfigurationError).problems.map((problem) => problem.variable).sort();
    expect(problems).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect((caught as ConfigurationError).message).toContain(
      'DATABASE_URL: must be a URL starting with postgres://',
    );
  });

  it('refuses a port out of range', () => {
    expect(() => parseEnvironment({ PORT: environmentTypes.port(1) }, { PORT: '70000' })).toThrow(/PORT:/);
  });
});

describe('loadEnvironmentOrExit', () => {
  it('stops with exit code 78 and a message naming the variable', () => {
    const written: string[] = [];
    const originalWrite = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => {
      written.push(chunk);
      return true;
    }) as typeof process.stderr.write;
    try {
      expect(() =>
        loadEnvironmentOrExit(
          { NATS_URL: environmentTypes.optionalUrl(['nats']) },
          { NATS_URL: 'http://x' },
          (code) => {
            throw new Error(`exit ${code}`);
          },
        ),
      ).toThrow('exit 78');
    } finally {
      process.stderr.write = originalWrite;
    }
    expect(written.join('')).toContain('NATS_URL: must be a URL starting with nats://');
  });

  it('returns the parsed values when all is well', () => {
    expect(loadEnvironmentOrExit({ NAME: z.string().default('atelier') }, {})).toEqual({ NAME: 'atelier' });
  });

  it('stops a service without the gateway identity key, naming the variable', () => {
    const shape = { SERVICE_IDENTITY_PUBLIC_KEY: environmentTypes.identityKey('public') };
    expect(() => parseEnvironment(shape, {})).toThrow(/SERVICE_IDENTITY_PUBLIC_KEY: must be set/);
    expect(() => parseEnvironment(shape, { SERVICE_IDENTITY_PUBLIC_KEY: 'not a key' })).toThrow(
      /SERVICE_IDENTITY_PUBLIC_KEY: must be an Ed25519 public key/,
    );
    const keys = createIdentityKeys();
    const body = keys.publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(parseEnvironment(shape, { SERVICE_IDENTITY_PUBLIC_KEY: body }).SERVICE_IDENTITY_PUBLIC_KEY).toBe(
      body,
    );
    expect(
      parseEnvironment(shape, { SERVICE_IDENTITY_PUBLIC_KEY: keys.publicKey }).SERVICE_IDENTITY_PUBLIC_KEY,
    ).toBe(keys.publicKey);
    // The private key is not a public key.
    expect(() => parseEnvironment(shape, { SERVICE_IDENTITY_PUBLIC_KEY: keys.privateKey })).toThrow();
  });
});

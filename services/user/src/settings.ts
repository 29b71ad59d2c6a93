import { randomBytes } from 'node:crypto';
import { environmentTypes, parseEnvironment, type Logger } from '@atelier/platform';
import { z } from 'zod';
import { createDevMailbox, createSmtpMailer, type Mailer } from './mail';

/**
 * The sign-in limits; tests lower or raise them to reach a limit quickly. Guessing is bounded
 * per address, not per request: an attacker can make the owner's mailbox receive codes, but
 * the wrong codes anyone may enter for an address are counted over a long window, after which
 * that address signs in by link only. Sending stays open to the owner (see README, "Sign-in
 * policy", for the worked odds).
 */
export interface SignInLimits {
  /** How long an e-mailed code (and its link) can be redeemed. */
  codeLifetimeMilliseconds: number;
  /** Wrong codes after which a code is dead. */
  maximumCodeAttempts: number;
  /**
   * Wrong codes entered for one address within `wrongCodeWindowMilliseconds`, by anyone; at
   * this many, codes for the address are refused until the oldest leaves the window, and
   * sign-in mail to it carries the link only.
   */
  wrongCodesPerAddress: number;
  wrongCodeWindowMilliseconds: number;
  /** Codes e-mailed to one address at the request of one client address, per quarter hour and per day. */
  codesPerAddressAndClientPerQuarterHour: number;
  codesPerAddressAndClientPerDay: number;
  /**
   * Codes e-mailed to one address per day, whoever asks: a guard against flooding a mailbox
   * from many client addresses. A client address the account signed in from lately is exempt,
   * so its owner can still get a code while strangers are refused.
   */
  codesPerAddressPerDay: number;
  /** How long a client address counts as one the account signed in from. */
  knownClientAddressMilliseconds: number;
  /** Codes requested from one client address per hour. */
  codesPerClientAddressPerHour: number;
  /** Codes tried (right or wrong) from one client address per quarter hour. */
  codeTriesPerClientAddressPerQuarterHour: number;
}

const day = 24 * 60 * 60 * 1000;

export const defaultSignInLimits: SignInLimits = {
  codeLifetimeMilliseconds: 10 * 60 * 1000,
  maximumCodeAttempts: 5,
  wrongCodesPerAddress: 10,
  wrongCodeWindowMilliseconds: 30 * day,
  codesPerAddressAndClientPerQuarterHour: 5,
  codesPerAddressAndClientPerDay: 10,
  codesPerAddressPerDay: 30,
  knownClientAddressMilliseconds: 30 * day,
  codesPerClientAddressPerHour: 30,
  codeTriesPerClientAddressPerQuarterHour: 60,
};

export interface GoogleSettings {
  /** Any OpenID Connect issuer: https://accounts.google.com in production, a local one in tests. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Everything the user service is configured with besides its shared resources. */
export interface UserServiceSettings {
  /** At least 32 characters; signs access tokens and keys the hashes of e-mailed codes. */
  sessionSecret: string;
  /**
   * The product's public address (scheme, host, port). A function, because on one machine the
   * gateway's port is known only after it listens. Sign-in links must lie on it, and it is the
   * WebAuthn origin unless `webauthnOrigin` says otherwise.
   */
  publicUrl: () => string;
  mailer: Mailer;
  /** The From: of sign-in e-mails. */
  mailFrom: string;
  google?: GoogleSettings;
  /** The WebAuthn relying party id; defaults to the public URL's host name. */
  webauthnRpId?: string;
  webauthnOrigin?: string;
  /** Accounts with these addresses get the admin role when they sign in. */
  adminEmails: string[];
  accessTokenLifetimeSeconds: number;
  sessionLifetimeDays: number;
  limits: SignInLimits;
}

/** The variables the user service reads when it runs as its own process. */
export const userServiceEnvironment = {
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: environmentTypes.optionalUrl(['http', 'https']),
  SMTP_URL: environmentTypes.optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().max(200).default('Atelier <no-reply@atelier.local>'),
  OIDC_ISSUER: environmentTypes.optionalUrl(['http', 'https']),
  OIDC_CLIENT_ID: z.string().max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().max(500).optional(),
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/i, 'must be a host name such as atelier.example')
    .optional(),
  WEBAUTHN_ORIGIN: environmentTypes.optionalUrl(['http', 'https']),
  ADMIN_EMAILS: z.string().max(5000).default(''),
  ACCESS_TOKEN_LIFETIME_SECONDS: environmentTypes.positiveInteger(600),
};

export type UserServiceEnvironment = ReturnType<typeof parseEnvironment<typeof userServiceEnvironment>>;

/**
 * Settings from already parsed variables. With nothing set it still runs: a random session
 * secret (sessions then survive no restart of a standalone service), the local address, and a
 * dev mailbox that writes each e-mail to the log.
 */
export function userServiceSettingsFrom(
  environment: UserServiceEnvironment,
  logger: Logger,
  overrides: { mailer?: Mailer; publicUrl?: () => string } = {},
): UserServiceSettings {
  const google =
    environment.OIDC_ISSUER && environment.OIDC_CLIENT_ID && environment.OIDC_CLIENT_SECRET
      ? {
          issuer: environment.OIDC_ISSUER,
          clientId: environment.OIDC_CLIENT_ID,
          clientSecret: environment.OIDC_CLIENT_SECRET,
        }
      : undefined;
  const publicUrl = environment.PUBLIC_URL ?? 'http://localhost:8080';
  if (!environment.SESSION_SECRET)
    logger.warn(
      'SESSION_SECRET is not set: a random one is used, so sessions end when this process does and replicas do not share them',
    );
  return {
    sessionSecret: environment.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    publicUrl: overrides.publicUrl ?? (() => publicUrl),
    mailer:
      overrides.mailer ??
      (environment.SMTP_URL ? createSmtpMailer(environment.SMTP_URL) : createDevMailbox(logger)),
    mailFrom: environment.MAIL_FROM,
    google,
    webauthnRpId: environment.WEBAUTHN_RP_ID,
    webauthnOrigin: environment.WEBAUTHN_ORIGIN,
    adminEmails: parseAdminEmails(environment.ADMIN_EMAILS),
    accessTokenLifetimeSeconds: environment.ACCESS_TOKEN_LIFETIME_SECONDS,
    sessionLifetimeDays: 30,
    limits: defaultSignInLimits,
  };
}

export function parseAdminEmails(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

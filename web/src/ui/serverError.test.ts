import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayErrorCodes } from '@atelier/contracts';
import { locales } from '@atelier/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPermanentRefusal, readServerFailure, serverErrorMessage } from './serverError';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: { de: { translation: locales.de }, fr: { translation: locales.fr } },
    interpolation: { escapeValue: false },
  });
});

/** A rejected RTK Query call as the gateway answers it. */
function refused(status: number, code: string, message: string, details?: Record<string, unknown>) {
  return { status, data: { error: { code, message, ...(details ? { details } : {}) } } };
}

describe('server error messages', () => {
  it('shows an upload refusal in the user’s language, by the reason it names', () => {
    const typeRefused = refused(400, 'INVALID_ARGUMENT', 'File type not supported.', {
      reason: 'type_not_supported',
    });
    expect(serverErrorMessage(i18n.t, typeRefused)).toBe('Dateityp wird nicht unterstützt.');
    const unsafe = refused(400, 'INVALID_ARGUMENT', 'This file violates our content safety rules.', {
      reason: 'content_safety',
    });
    expect(serverErrorMessage(i18n.getFixedT('fr'), unsafe)).toBe(
      'Ce fichier enfreint nos règles de sécurité des contenus. Si vous n’êtes pas d’accord, contactez-nous.',
    );
  });

  it('fills in the figures of the refusal, sizes in the units the text names', () => {
    // 8 MiB = 8,388,608 bytes; 50,000,000 pixels = 50 megapixels.
    const tooLarge = refused(400, 'INVALID_ARGUMENT', 'The file is too large: at most 8 MB are accepted.', {
      reason: 'file_too_large',
      limitBytes: 8_388_608,
    });
    expect(serverErrorMessage(i18n.t, tooLarge)).toBe(
      'Die Datei ist zu groß: höchstens 8 MB werden angenommen.',
    );
    const tooManyPixels = refused(400, 'INVALID_ARGUMENT', 'The image is too large.', {
      reason: 'image_too_large',
      width: 100_000,
      height: 20_000,
      limitPixels: 50_000_000,
    });
    expect(serverErrorMessage(i18n.t, tooManyPixels)).toBe(
      'Das Bild ist zu groß: 100.000 × 20.000 Pixel, höchstens 50 Megapixel werden angenommen.',
    );
  });

  it('says how full the storage quota is, in megabytes', () => {
    // 1,073,741,824 bytes = 1024 MB; 1,073,217,536 bytes = 1023.5 MB.
    const quota = refused(413, 'RESOURCE_EXHAUSTED', 'This file would exceed your storage quota.', {
      reason: 'storage_quota_exceeded',
      quotaBytes: 1_073_741_824,
      usedBytes: 1_073_217_536,
      fileBytes: 2_000_000,
    });
    expect(serverErrorMessage(i18n.t, quota)).toBe(
      'Diese Datei würde Ihr Speicherkontingent von 1.024 MB überschreiten: 1.023,5 MB sind belegt. ' +
        'Löschen Sie Dateien, die Sie nicht mehr brauchen, und versuchen Sie es erneut.',
    );
    // Waiting frees no space: an upload over the quota is not tried again.
    expect(isPermanentRefusal(quota)).toBe(true);
  });

  it('translates a status code that always means the same, when no reason is named', () => {
    expect(serverErrorMessage(i18n.t, refused(429, 'RESOURCE_EXHAUSTED', 'Too many requests.'))).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
  });

  it('falls back to the server’s text for a code it has no words for, else to the fallback', () => {
    const unknownReason = refused(400, 'INVALID_ARGUMENT', 'Storage quota of 1 GB exceeded.', {
      reason: 'a_reason_added_later',
    });
    expect(serverErrorMessage(i18n.t, unknownReason)).toBe('Storage quota of 1 GB exceeded.');
    expect(serverErrorMessage(i18n.t, refused(404, 'NOT_FOUND', 'Project not found.'))).toBe(
      'Project not found.',
    );
    expect(serverErrorMessage(i18n.t, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      locales.de.errors.general,
    );
    expect(serverErrorMessage(i18n.t, new Error('boom'), 'Eigener Text')).toBe('Eigener Text');
  });

  it('reads the reason as the code, and the status code when there is none', () => {
    expect(
      readServerFailure(refused(403, 'PERMISSION_DENIED', 'No.', { reason: 'project_owner_only' })),
    ).toEqual({
      status: 403,
      code: 'project_owner_only',
      message: 'No.',
      details: { reason: 'project_owner_only' },
    });
    expect(readServerFailure(refused(404, 'NOT_FOUND', 'Project not found.')).code).toBe('NOT_FOUND');
    expect(readServerFailure(undefined)).toEqual({
      status: undefined,
      code: undefined,
      message: undefined,
      details: {},
    });
  });
});

describe('permanent refusals', () => {
  it('are the 4xx answers that asking again cannot change', () => {
    expect(
      isPermanentRefusal(refused(403, 'PERMISSION_DENIED', 'Only the owner can change this project.')),
    ).toBe(true);
    expect(isPermanentRefusal(refused(404, 'NOT_FOUND', 'Project not found.'))).toBe(true);
    expect(isPermanentRefusal(refused(400, 'INVALID_ARGUMENT', 'The node graph is not a graph.'))).toBe(true);
    expect(isPermanentRefusal(refused(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'))).toBe(
      true,
    );
  });

  it('are not answers that waiting, signing in or the network can change', () => {
    expect(isPermanentRefusal(refused(401, 'UNAUTHENTICATED', 'Your session has ended.'))).toBe(false);
    expect(isPermanentRefusal(refused(429, 'RESOURCE_EXHAUSTED', 'Too many requests.'))).toBe(false);
    expect(isPermanentRefusal(refused(409, 'ABORTED', 'Changed meanwhile.'))).toBe(false);
    expect(
      isPermanentRefusal(refused(400, 'FAILED_PRECONDITION', 'The project is still being duplicated.')),
    ).toBe(false);
    expect(isPermanentRefusal(refused(500, 'INTERNAL', 'Internal error.'))).toBe(false);
    expect(isPermanentRefusal(refused(503, 'UNAVAILABLE', 'Not reachable.'))).toBe(false);
    expect(isPermanentRefusal({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe(false);
    expect(isPermanentRefusal(new Error('server unreachable'))).toBe(false);
  });
});

describe('every refusal a service names', () => {
  it('has words in the locales (sign-in reasons excepted: the login screen has its own)', () => {
    const services = fileURLToPath(new URL('../../../services', import.meta.url));
    const named = new Set<string>();
    for (const service of readdirSync(services)) {
      if (service === 'user') continue;
      const source = path.join(services, service, 'src');
      for (const file of readdirSync(source, { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes('generated')) continue;
        for (const match of readFileSync(path.join(source, file), 'utf8').matchAll(/reason: '([a-z_]+)'/g))
          named.add(match[1]!);
      }
    }
    // The refusals of this change, at least, are among them.
    expect(named).toContain('type_not_supported');
    expect(named).toContain('project_history_owner_only');
    expect([...named].filter((reason) => !Object.hasOwn(locales['en-US'].serverErrors, reason))).toEqual([]);
  });
});

describe('every code the gateway answers with before any service is asked', () => {
  it('has words in the locales, except those whose server text names the call or the field', () => {
    const saysWhich: string[] = [gatewayErrorCodes.routeNotFound, gatewayErrorCodes.malformedBody];
    const codes = Object.values(gatewayErrorCodes).filter((code) => !saysWhich.includes(code));
    expect(codes).toContain('URI_TOO_LONG');
    expect(codes.filter((code) => !Object.hasOwn(locales['en-US'].serverErrors, code))).toEqual([]);
  });
});

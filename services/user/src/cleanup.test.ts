import { migrate } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleSignInData } from './cleanup';
import { createPrismaClient, migrationsDirectory, schemaName } from './db';

describe('removeStaleSignInData', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('keeps what a limit, a code or a session may still need, and deletes the rest', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    const prisma = createPrismaClient(database);
    try {
      const now = new Date('2026-06-01T12:00:00Z');
      const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
      const user = await prisma.user.create({ data: { email: 'ada@example.com' } });
      await prisma.rateLimitEvent.createMany({
        data: [
          { bucket: 'code-try:1.2.3.4', createdAt: hoursAgo(23) },
          { bucket: 'code-try:1.2.3.4', createdAt: hoursAgo(25) },
          // Wrong codes per address count over 30 days, so they are kept that long.
          { bucket: 'code-wrong:ada', createdAt: hoursAgo(25) },
          { bucket: 'code-wrong:ada', createdAt: hoursAgo(24 * 31) },
        ],
      });
      await prisma.oneTimeCode.createMany({
        data: [
          { email: 'ada@example.com', codeHash: 'a', expiresAt: hoursAgo(22), createdAt: hoursAgo(23) },
          { email: 'ada@example.com', codeHash: 'b', expiresAt: hoursAgo(24), createdAt: hoursAgo(25) },
        ],
      });
      await prisma.signInChallenge.createMany({
        data: [
          { kind: 'google', challengeHash: 'fresh', expiresAt: hoursAgo(1) },
          { kind: 'google', challengeHash: 'stale', expiresAt: hoursAgo(25) },
        ],
      });
      await prisma.session.createMany({
        data: [
          { userId: user.id, tokenHash: 'live', expiresAt: hoursAgo(-24) },
          { userId: user.id, tokenHash: 'ended-lately', expiresAt: hoursAgo(24 * 29) },
          { userId: user.id, tokenHash: 'ended-long-ago', expiresAt: hoursAgo(24 * 31) },
          {
            userId: user.id,
            tokenHash: 'revoked-long-ago',
            expiresAt: hoursAgo(-24),
            revokedAt: hoursAgo(24 * 31),
          },
        ],
      });

      expect(await removeStaleSignInData(prisma, now)).toEqual({
        events: 2,
        codes: 1,
        challenges: 1,
        sessions: 2,
      });
      expect(
        (await prisma.rateLimitEvent.findMany({ orderBy: { createdAt: 'asc' } })).map((row) => row.bucket),
      ).toEqual(['code-wrong:ada', 'code-try:1.2.3.4']);
      expect((await prisma.oneTimeCode.findMany()).map((row) => row.codeHash)).toEqual(['a']);
      expect((await prisma.signInChallenge.findMany()).map((row) => row.challengeHash)).toEqual(['fresh']);
      expect(
        (await prisma.session.findMany({ orderBy: { tokenHash: 'asc' } })).map((row) => row.tokenHash),
      ).toEqual(['ended-lately', 'live']);
    } finally {
      await prisma.$disconnect();
    }
  });
});

import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

describe('the user service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261122140000_sign_in',
    '20261126080000_subscriptions',
  ]);

  it('stores a user through Prisma with the defaults the spec names, and refuses a second account for one e-mail', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    try {
      const user = await prisma.user.create({ data: { email: 'ada@example.com' } });
      await prisma.session.create({
        data: { userId: user.id, tokenHash: 'a'.repeat(64), expiresAt: new Date('2030-01-01T00:00:00Z') },
      });

      const stored = await prisma.user.findUniqueOrThrow({
        where: { email: 'ada@example.com' },
        include: { sessions: true },
      });
      expect(stored.role).toBe('user');
      expect(stored.acceptedTermsAt).toBeNull();
      expect(stored.sessions.map((session) => session.tokenHash)).toEqual(['a'.repeat(64)]);
      await expect(prisma.user.create({ data: { email: 'ada@example.com' } })).rejects.toMatchObject({
        code: 'P2002',
      });
      await expect(prisma.user.create({ data: { email: 'eve@example.com', role: 'owner' } })).rejects.toThrow(
        /users_role_check/,
      );
    } finally {
      await prisma.$disconnect();
    }
  });
});

import { callerOf } from '@atelier/platform';
import { isUuid, userTemplateNotFound } from './access';
import type { TemplateServiceDependencies } from './dependencies';
import type { Template, UserTemplate } from './generated/prisma/client';

/** The caller's own user template with its template; anyone else's answers like a missing one. */
export async function ownUserTemplate(
  { prisma }: TemplateServiceDependencies,
  userTemplateId: string,
  context: { userId?: string },
): Promise<UserTemplate & { template: Template }> {
  const callerId = callerOf(context);
  if (!isUuid(userTemplateId)) throw userTemplateNotFound();
  const row = await prisma.userTemplate.findUnique({
    where: { id: userTemplateId },
    include: { template: true },
  });
  if (!row || row.userId !== callerId) throw userTemplateNotFound();
  return row;
}

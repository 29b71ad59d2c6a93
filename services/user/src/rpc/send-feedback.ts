import { callerOf, ServiceError, type CallContext } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';

export const maximumFeedbackLength = 5000;

export async function sendFeedback(
  dependencies: UserServiceDependencies,
  request: user.SendFeedbackRequest,
  context: CallContext,
): Promise<user.SendFeedbackResponse> {
  const userId = callerOf(context);
  const message = request.message.trim();
  if (message === '') throw new ServiceError('INVALID_ARGUMENT', 'Please write a message before sending.');
  if (message.length > maximumFeedbackLength)
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `The message is too long: at most ${maximumFeedbackLength} characters, please.`,
    );
  const pageUrl = request.pageUrl.length <= 2000 ? request.pageUrl : '';
  const row = await dependencies.prisma.feedback.create({ data: { userId, message, pageUrl } });
  return { feedbackId: row.id };
}

import { atelierApi } from '../../app/api';

/** The answer of POST /user/feedback; ErrorCode 0 means the message was stored. */
export interface FeedbackResponse {
  ErrorCode?: number;
}

export const feedbackApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<FeedbackResponse, { message: string }>({
      query: (body) => ({ url: '/user/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;

/** Spec section 8: feedback succeeded when ErrorCode is 0 (an empty 2xx body counts as 0). */
export function feedbackSucceeded(response: FeedbackResponse | null | undefined): boolean {
  return (response?.ErrorCode ?? 0) === 0;
}

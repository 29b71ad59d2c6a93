import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast/toastService';
import { feedbackSucceeded, useSendFeedbackMutation } from './feedbackApi';

/**
 * The feedback form of the contact centre: a message, cancel and send. Sending needs a
 * non-empty message and a signed-in user (spec section 5); the outcome is a toast.
 */
export function FeedbackForm({ userId, close }: { userId: string | undefined; close: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();
  const canSend = message.trim() !== '' && userId !== undefined && !isLoading;

  async function submit() {
    if (!canSend) return;
    try {
      const response = await sendFeedback({ message: message.trim() }).unwrap();
      if (!feedbackSucceeded(response))
        throw new Error(`Feedback refused with ErrorCode ${response.ErrorCode}`);
      toast.show({ message: t('feedback.thanks'), tone: 'success' });
      close();
    } catch (error) {
      console.error('Sending feedback failed', error);
      toast.show({ message: t('feedback.failed'), tone: 'error' });
    }
  }

  return (
    <form
      className="dialog-body"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <label className="field-label" htmlFor={fieldId}>
          {t('feedback.messageLabel')}
        </label>
        <textarea
          id={fieldId}
          className="text-field"
          rows={6}
          value={message}
          placeholder={t('feedback.placeholder')}
          onChange={(event) => setMessage(event.target.value)}
          autoFocus
          required
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" data-variant="ghost" onClick={close}>
          {t('feedback.cancel')}
        </button>
        <button type="submit" className="button" data-variant="primary" disabled={!canSend}>
          {t('feedback.submit')}
        </button>
      </div>
    </form>
  );
}

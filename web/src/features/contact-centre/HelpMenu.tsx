import { useTranslation } from 'react-i18next';
import { buildInfo } from '../../app/buildInfo';
import { dialogs } from '../../ui/dialog/dialogService';
import { HelpIcon } from '../../ui/icons';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../ui/menu/Menu';
import { FeedbackForm } from './FeedbackForm';

/** The contact centre: help for logged-in users, with the feedback form. */
export function HelpMenu({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();

  function openFeedback() {
    // Persistent: a stray click outside must not throw away a message being written.
    dialogs.open({
      title: t('feedback.title'),
      description: t('feedback.description'),
      persistent: true,
      render: (close) => <FeedbackForm userId={userId} close={close} />,
    });
  }

  function openAbout() {
    dialogs.open({
      title: t('about.title'),
      description: t('app.tagline'),
      render: (close) => (
        <>
          <div className="about-facts">
            <p>{t('about.version', { version: buildInfo.version })}</p>
            <p>{t('about.commit', { commit: buildInfo.commit.slice(0, 12) })}</p>
          </div>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={close}>
              {t('about.close')}
            </button>
          </div>
        </>
      ),
    });
  }

  return (
    <Menu>
      <MenuTrigger className="icon-button" aria-label={t('help.menuLabel')} data-testid="help-menu">
        <HelpIcon />
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={openFeedback}>{t('help.feedback')}</MenuItem>
        <MenuItem onSelect={openAbout}>{t('help.about')}</MenuItem>
      </MenuContent>
    </Menu>
  );
}

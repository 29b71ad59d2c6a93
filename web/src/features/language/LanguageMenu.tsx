import { languageNameKeys, supportedLanguages, isSupportedLanguage } from '@atelier/i18n';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/menu/Menu';
import { currentLanguage } from './i18n';

/** The top bar's language menu: the five interface languages, each named in itself. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Menu>
      <MenuTrigger
        className="top-bar-control"
        aria-label={t('language.menuLabel')}
        data-testid="language-menu"
      >
        <GlobeIcon />
        <span className="top-bar-control-text">{t(`language.names.${languageNameKeys[language]}`)}</span>
        <ChevronDownIcon />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>{t('language.menuLabel')}</MenuLabel>
        <MenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isSupportedLanguage(value)) void i18n.changeLanguage(value);
          }}
        >
          {supportedLanguages.map((tag) => (
            <MenuRadioItem key={tag} value={tag} lang={tag}>
              {t(`language.names.${languageNameKeys[tag]}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}

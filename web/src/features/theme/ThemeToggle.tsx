import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MoonIcon, SunIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { oppositeTheme, type Theme } from './theme';
import { themeChosen } from './themeSlice';

/**
 * Switches between dark and light. On a screen that forces a theme the switch is disabled,
 * since it could not change what is shown.
 */
export function ThemeToggle({ forcedTheme }: { forcedTheme: Theme | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const preference = useAppSelector((state) => state.theme.preference);
  const next = oppositeTheme(preference);
  const label = next === 'light' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Tooltip content={forcedTheme ? t('theme.forcedByScreen') : label}>
      {/* A disabled button gets no pointer events, so the wrapper carries the tooltip. */}
      <span className="tooltip-anchor" tabIndex={forcedTheme ? 0 : -1}>
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          data-testid="theme-toggle"
          disabled={forcedTheme !== undefined}
          onClick={() => dispatch(themeChosen(next))}
        >
          {preference === 'dark' ? <MoonIcon /> : <SunIcon />}
        </button>
      </span>
    </Tooltip>
  );
}

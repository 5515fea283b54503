import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';

interface LanguageMenuProps {
  /** The top bar shows an icon; public pages show the language's name. */
  compact?: boolean;
}

/** pt / en / es, from the top bar and from the login page; the choice is remembered. */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);

  return (
    <>
      {compact ? (
        <Tooltip title={t('language.choose')}>
          <IconButton color="inherit" onClick={open} aria-label={t('language.choose')} data-testid="language-selector">
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          onClick={open}
          aria-label={t('language.choose')}
          data-testid="language-selector"
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            lang={option}
            data-testid={`language-option-${option}`}
            onClick={() => {
              changeLanguage(option);
              setAnchor(null);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import type { Language } from '@prosa/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textsFor } from './resources';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/browserStorage';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from './languages';

function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyHtmlLang(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: textsFor('pt') }, en: { translation: textsFor('en') }, es: { translation: textsFor('es') } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['pt', 'en', 'es'],
  // React already escapes every text it renders; escaping here would show entities on screen.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

applyHtmlLang(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyHtmlLang(language);
});

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  void i18n.changeLanguage(language);
}

import { useAtomValue, useSetAtom } from 'jotai';
import {
  interfaceLanguages,
  languageOf,
  type InterfaceLanguage,
  type LanguageCode,
} from '@metafields/core';
import { ActionMenu, MenuItem, toast, useLocale, useMessages } from '@metafields/design-system';
import { chooseLanguageAtom, chosenLanguageAtom } from '../atoms/language.js';
import { currentUserAtom } from '../atoms/session.js';
import { messages } from './messages.js';

const byLocale = (locale: string): InterfaceLanguage =>
  interfaceLanguages.find((language) => language.locale === locale) ?? languageOf('en');

/**
 * The 23 interface languages, each named in itself: choosing one switches the page at once,
 * without a reload, and remembers it for the signed-in person.
 */
export function LanguageMenu({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const t = useMessages(messages);
  const current = byLocale(useLocale().locale);
  const setChosen = useSetAtom(chosenLanguageAtom);
  const { data: user } = useAtomValue(currentUserAtom);
  const { mutate: remember } = useAtomValue(chooseLanguageAtom);

  const choose = (code: LanguageCode) => {
    setChosen(code);
    if (user) {
      remember(code, {
        onError: () => toast.error({ title: t('languageMenu.saveFailed') }),
      });
    }
  };

  return (
    <ActionMenu
      label={current.name}
      aria-label={t('languageMenu.label', { language: current.name })}
      variant="subtle"
      size={size}
      items={interfaceLanguages}
      selectionMode="single"
      selectedKeys={[current.code]}
      onAction={(key) => choose(key as LanguageCode)}
    >
      {(language) => (
        <MenuItem id={language.code} textValue={language.name}>
          <span lang={language.locale} dir={language.direction}>
            {language.name}
          </span>
        </MenuItem>
      )}
    </ActionMenu>
  );
}

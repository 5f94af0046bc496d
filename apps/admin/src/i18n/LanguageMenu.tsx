import { useAtomValue, useSetAtom } from 'jotai';
import { interfaceLanguages, type LanguageCode } from '@metafields/core';
import { ActionMenu, MenuItem, toast, useMessages } from '@metafields/design-system';
import { chooseLanguageAtom, chosenLanguageAtom } from '../atoms/language.js';
import { currentUserAtom } from '../atoms/session.js';
import { useCurrentLanguage } from './currentLanguage.js';
import { messages } from './messages.js';

export interface LanguageMenuProps {
  /** The trigger's height. */
  size?: 'small' | 'medium';
  /** Whether the menu is open, when its opener controls it. */
  isOpen?: boolean;
  /** Called as the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The 23 interface languages, each named in itself: choosing one switches the page at once,
 * without a reload, and remembers it for the signed-in person. Pages show it through
 * `LazyLanguageMenu`.
 */
export function LanguageMenu({ size = 'small', isOpen, onOpenChange }: LanguageMenuProps) {
  const t = useMessages(messages);
  const current = useCurrentLanguage();
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
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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

import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Icon, useMessages } from '@metafields/design-system';
import { useCurrentLanguage } from './currentLanguage.js';
import type { LanguageMenuProps } from './LanguageMenu.js';
import { messages } from './messages.js';

const loadMenu = async () => (await import('./LanguageMenu.js')).LanguageMenu;

/**
 * The language menu, whose menu and popover load when the person reaches for it (the pointer
 * over it, focus on it, or a press) rather than with every page. Until then a button that looks
 * the same stands in. It gives way to the menu once the menu is here and no press is under way;
 * the menu's trigger then takes the focus the stand-in had, and a press made meanwhile opens it.
 */
export function LazyLanguageMenu({ size = 'small' }: Pick<LanguageMenuProps, 'size'>) {
  const t = useMessages(messages);
  const current = useCurrentLanguage();
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  const [isPressing, setPressing] = useState(false);
  const [wasPressed, setPressed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const hadFocus = useRef(false);
  const frame = useRef<HTMLSpanElement>(null);
  const arrived = Menu !== null && !isPressing;

  // Only at the swap (later presses belong to the menu itself): the trigger takes the focus
  // first and the menu opens in the render after, so that the menu, which remembers what had
  // the focus as it opens, gives it back to this trigger when it closes.
  useLayoutEffect(() => {
    if (!arrived) return;
    if (hadFocus.current || wasPressed) frame.current?.querySelector('button')?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after the focus moved
    if (wasPressed) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);

  const load = () => void loadMenu().then((menu) => setMenu(() => menu));
  return (
    <span ref={frame} style={{ display: 'contents' }}>
      {arrived ? (
        <Menu size={size} isOpen={isOpen} onOpenChange={setOpen} />
      ) : (
        <Button
          variant="subtle"
          size={size}
          aria-label={t('languageMenu.label', { language: current.name })}
          onHoverStart={load}
          onFocus={() => {
            hadFocus.current = true;
            load();
          }}
          onBlur={() => (hadFocus.current = false)}
          onPressStart={() => {
            setPressing(true);
            load();
          }}
          onPressEnd={() => setPressing(false)}
          onPress={() => setPressed(true)}
        >
          {current.name}
          <Icon name="chevronDown" size="small" />
        </Button>
      )}
    </span>
  );
}

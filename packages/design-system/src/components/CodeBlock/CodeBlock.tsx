import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import {
  CodeBlockRoot,
  CodeBlockToolbar,
  CodeScroller,
  CopyFeedback,
  LanguageLabel,
} from './CodeBlock.styles.js';
import { codeBlockMessages } from './messages.js';

/** How long "Copied" shows before the button reads "Copy" again. */
const copiedDuration = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CodeBlockProps {
  /** The code, shown as written: line breaks and indentation are kept. */
  code: string;
  /** The language's display name, such as "GraphQL", shown above the code. */
  language?: string;
  /**
   * The name screen readers give the code region. Defaults to "{language} example", or
   * "Code example" without a language.
   */
  'aria-label'?: string;
  /** Caps the height (a CSS length such as `'20rem'`); longer code scrolls. */
  maxBlockSize?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A block of code, such as a GraphQL query to paste into another tool, in a monospace font that
 * scrolls rather than wraps. Copy puts the code on the clipboard and says "Copied" for two
 * seconds. When the code overflows, the block takes keyboard focus so it can be scrolled with
 * the arrow keys.
 */
export function CodeBlock({
  code,
  language,
  'aria-label': ariaLabel,
  maxBlockSize,
  className,
  style,
}: CodeBlockProps) {
  const t = useMessages(codeBlockMessages);
  const scrollerRef = useRef<HTMLPreElement>(null);
  const isOverflowing = useOverflow(scrollerRef, code);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = useCallback(async () => {
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
    } catch {
      // No clipboard permission, or an insecure context: the code stays selectable.
      setCopyState('failed');
    }
    resetTimer.current = setTimeout(() => setCopyState('idle'), copiedDuration);
  }, [code]);

  const label =
    ariaLabel ?? (language ? t('codeBlock.labelWithLanguage', { language }) : t('codeBlock.label'));
  const announcement =
    copyState === 'copied'
      ? t('codeBlock.copied')
      : copyState === 'failed'
        ? t('codeBlock.copyFailed')
        : '';

  return (
    <CodeBlockRoot className={className} style={style}>
      <CodeBlockToolbar>
        <LanguageLabel>{language}</LanguageLabel>
        <Button variant="subtle" size="small" onPress={() => void copy()}>
          <CopyFeedback data-copied={copyState === 'copied' || undefined}>
            <Icon name={copyState === 'copied' ? 'check' : 'copy'} size="small" />
            {copyState === 'copied' ? t('codeBlock.copied') : t('codeBlock.copy')}
          </CopyFeedback>
        </Button>
        {/* The button's new label is not announced by itself; this live region says it. */}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </CodeBlockToolbar>
      <CodeScroller
        ref={scrollerRef}
        role="region"
        aria-label={label}
        // Only a block that scrolls needs a tab stop: it lets keyboard users scroll it.
        tabIndex={isOverflowing ? 0 : undefined}
        data-overflowing={isOverflowing || undefined}
        dir="ltr"
        translate="no"
        style={maxBlockSize === undefined ? undefined : { maxBlockSize }}
      >
        <code>{code}</code>
      </CodeScroller>
    </CodeBlockRoot>
  );
}

/** Whether the element's content is larger than its box, kept up to date as either resizes. */
function useOverflow(ref: RefObject<HTMLElement | null>, content: string): boolean {
  const [isOverflowing, setIsOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setIsOverflowing(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    // The observer reports the box's size once at the start, then on every change; new content
    // runs this effect again.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, content]);
  return isOverflowing;
}

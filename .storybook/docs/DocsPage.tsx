import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { PartnerExample, Usage } from './Usage.js';

/**
 * Every component's docs page (`parameters.docs.page` in preview.tsx): Storybook's own autodocs
 * page with a Usage section after the description, so a designer reads what the component is
 * for, when to choose it and how to word it before the live example; and for a widget, the code
 * a partner app writes, between the live example and the props table it explains.
 */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const isSingleStory = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {isSingleStory && <Description of="story" />}
      <Usage />
      <Primary />
      <PartnerExample />
      <Controls />
      {!isSingleStory && <Stories />}
    </>
  );
}

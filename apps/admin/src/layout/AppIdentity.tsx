import { Heading, Text, useMessages } from '@metafields/design-system';
import { appInfo, appInfoMessages } from './appInfo.js';
import { messages as layoutMessages } from './messages.js';

/** The app's logo and name as the page's heading, and its description unless `brief`. */
export function AppIdentity({ title, brief = false }: { title?: string; brief?: boolean }) {
  const app = useMessages(layoutMessages);
  const info = useMessages(appInfoMessages);
  return (
    <>
      <img src={appInfo.logo} alt="" width={48} height={48} />
      <Heading level={1}>{title ?? app('app.name')}</Heading>
      {!brief && <Text>{info('app.description')}</Text>}
    </>
  );
}

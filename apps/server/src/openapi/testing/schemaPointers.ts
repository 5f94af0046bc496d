type Node = Record<string, unknown>;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
/** The JSON pointer of a place in the document, from its keys. */
export const pointerOf = (segments: readonly string[]) => `/${segments.map(escape).join('/')}`;
const entries = (node: unknown) => Object.entries((node ?? {}) as Node);

/**
 * Where the document holds a schema, as JSON pointers: components, and each operation's
 * parameters, request bodies, answers and their headers, so a test can name the one that fails.
 */
export function schemaPointers(document: Node): string[] {
  const found: string[] = [];
  const add = (segments: string[]) => found.push(pointerOf(segments));
  const addContent = (segments: string[], content: unknown) => {
    for (const [type] of entries(content)) add([...segments, 'content', type, 'schema']);
  };

  for (const [name] of entries((document.components as Node).schemas)) {
    add(['components', 'schemas', name]);
  }
  for (const [path, item] of entries(document.paths)) {
    for (const [method, operation] of entries(item)) {
      const at = ['paths', path, method];
      const { parameters, requestBody, responses } = operation as Node;
      ((parameters ?? []) as Node[]).forEach((_parameter, index) =>
        add([...at, 'parameters', String(index), 'schema']),
      );
      if (requestBody) addContent([...at, 'requestBody'], (requestBody as Node).content);
      for (const [status, response] of entries(responses)) {
        addContent([...at, 'responses', status], (response as Node).content);
        for (const [header] of entries((response as Node).headers)) {
          add([...at, 'responses', status, 'headers', header, 'schema']);
        }
      }
    }
  }
  return found;
}

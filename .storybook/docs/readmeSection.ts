/**
 * One `## heading` section of a README, without its heading: the partner guide is written once,
 * in the widgets README that npm shows, and the Storybook pages render its sections, so the two
 * never disagree. Throws when the heading is missing, so a renamed section fails the page (and
 * `scripts/partnerGuide/partnerGuide.test.ts`) instead of leaving it empty.
 */
export function readmeSection(readme: string, heading: string): string {
  const lines = readme.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`The README has no section "## ${heading}".`);
  const rest = lines.slice(start + 1);
  // The next heading of the same or a higher level, outside code blocks (a shell comment in a
  // fenced block starts with '# ' too).
  let inCode = false;
  const end = rest.findIndex((line) => {
    if (line.startsWith('```')) inCode = !inCode;
    return !inCode && /^#{1,2} /.test(line);
  });
  return (
    (end === -1 ? rest : rest.slice(0, end))
      .join('\n')
      // The README's markers for the examples the test compares with their files; not shown.
      .replace(/^<!-- example: .* -->\n\n?/gm, '')
      .trim()
  );
}

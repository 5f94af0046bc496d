/**
 * A file's text, as Vite's `?raw` suffix imports it: the widgets' stories show their partner
 * examples (`packages/widgets/examples/`) this way. The same as `vite/client`'s declaration, for
 * programs that do not load Vite's client types.
 */
declare module '*?raw' {
  const src: string;
  export default src;
}

import type { NavigateOptions } from 'react-router';

// A link or a row with an `href` may hand its page state to the router (react-aria's
// RouterConfig): a record opened from a search keeps that search for its back link.
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// Types of chromium.mjs for the packages that type-check without JavaScript (apps/platform).
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];

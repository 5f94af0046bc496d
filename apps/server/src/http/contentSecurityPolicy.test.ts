import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.js';

const local = {
  PLATFORM_URL: 'http://127.0.0.1:4010',
  PLATFORM_EMULATOR: true,
  NODE_ENV: 'development',
  FRAME_ANCESTORS: undefined,
};

describe('contentSecurityPolicy', () => {
  it('locally: scripts and styles by nonce, images and framing from the emulator', () => {
    expect(contentSecurityPolicy(local).page('abc')).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc'",
        "style-src 'self' 'nonce-abc'",
        "img-src 'self' data: http://127.0.0.1:4010",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'frame-ancestors http://127.0.0.1:4010',
      ].join('; '),
    );
  });

  it("on the real platform: its control panels may frame the app, and its CDN's images load", () => {
    const policy = contentSecurityPolicy({
      ...local,
      PLATFORM_URL: 'https://api.bigcommerce.com/',
      PLATFORM_EMULATOR: false,
      NODE_ENV: 'production',
    });
    expect(policy.page('n')).toContain("img-src 'self' data: https://api.bigcommerce.com https:;");
    expect(policy.page('n')).toMatch(/; frame-ancestors https:\/\/\*\.mybigcommerce\.com$/);
  });

  it('takes the framing origins from FRAME_ANCESTORS, spaces or commas apart', () => {
    const policy = contentSecurityPolicy({
      ...local,
      FRAME_ANCESTORS:
        'https://*.mybigcommerce.com, https://panel.example.com:8443  http://localhost:*',
    });
    expect(policy.frameAncestors).toEqual([
      'https://*.mybigcommerce.com',
      'https://panel.example.com:8443',
      'http://localhost:*',
    ]);
    expect(contentSecurityPolicy({ ...local, FRAME_ANCESTORS: "'none'" }).frameAncestors).toEqual([
      "'none'",
    ]);
  });

  it('refuses a FRAME_ANCESTORS that could rewrite the policy or says nothing', () => {
    for (const value of [
      "https://a.example.com; script-src 'unsafe-inline'",
      'https://a.example.com/path',
      ' , ',
      "'none' https://a.example.com",
      '*',
    ]) {
      expect(() => contentSecurityPolicy({ ...local, FRAME_ANCESTORS: value }), value).toThrow(
        /FRAME_ANCESTORS/,
      );
    }
  });

  it('answers non-HTML with a policy that loads and frames nothing', () => {
    expect(contentSecurityPolicy(local).api).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

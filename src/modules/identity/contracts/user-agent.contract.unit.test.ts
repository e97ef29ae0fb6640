import { describe, expect, it } from 'vitest';
import { describeUserAgent, sameBrowser, userAgentLabel } from './user-agent.contract.ts';

const AGENTS = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.224 Safari/537.36',
} as const;

describe('describeUserAgent', () => {
  it.each([
    ['chromeMac', 'Chrome', 'macOS'],
    ['chromeWindows', 'Chrome', 'Windows'],
    ['edgeWindows', 'Edge', 'Windows'],
    ['firefoxLinux', 'Firefox', 'Linux'],
    ['firefoxIphone', 'Firefox', 'iOS'],
    ['safariMac', 'Safari', 'macOS'],
    ['safariIphone', 'Safari', 'iOS'],
    ['chromeIpad', 'Chrome', 'iPadOS'],
    ['chromeAndroid', 'Chrome', 'Android'],
    ['samsungAndroid', 'Samsung Internet', 'Android'],
    ['operaWindows', 'Opera', 'Windows'],
    ['chromeOs', 'Chrome', 'ChromeOS'],
    ['headlessLinux', 'Chrome', 'Linux'],
  ] as const)('%s is %s on %s', (name, browser, system) => {
    expect(describeUserAgent(AGENTS[name])).toEqual({ browser, system });
  });

  it('says unknown for a missing, empty or unrecognisable header, never throws', () => {
    for (const agent of [null, undefined, '', '   ', 'something/1.0', '\u0000'.repeat(3)]) {
      expect(describeUserAgent(agent)).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    }
    expect(userAgentLabel('curl/8.5.0')).toBe('curl on Unknown system');
  });

  it('labels a session "browser on system"', () => {
    expect(userAgentLabel(AGENTS.edgeWindows)).toBe('Edge on Windows');
    expect(userAgentLabel(null)).toBe('Unknown browser on Unknown system');
  });

  it('takes two versions of one browser on one system as the same browser, and nothing else', () => {
    expect(sameBrowser(AGENTS.chromeWindows, AGENTS.chromeWindows.replace('131.0.0.0', '132.0.0.0'))).toBe(true);
    expect(sameBrowser(AGENTS.chromeWindows, AGENTS.edgeWindows)).toBe(false);
    expect(sameBrowser(AGENTS.chromeWindows, AGENTS.chromeMac)).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settings } from './config.js';

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.processMode).toBe('all');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.seedDemoData).toBe(true);
  });

  it('lists every bad value in one readable error', () => {
    const attempt = () => loadConfig({ PORT: 'abc', PROCESS_MODE: 'both', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="abc"/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": must start with postgres/);
    }
  });

  it('refuses split process modes on the embedded database', () => {
    expect(() => loadConfig({ PROCESS_MODE: 'worker' })).toThrow(/needs DATABASE_URL/);
    expect(loadConfig({ PROCESS_MODE: 'web', DATABASE_URL: 'postgres://localhost/x' }).processMode).toBe(
      'web',
    );
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, empty by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('is documented in the README, every variable', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const definition of Object.values(settings)) {
      expect(readme, definition.env).toContain(`\`${definition.env}\``);
    }
  });
});

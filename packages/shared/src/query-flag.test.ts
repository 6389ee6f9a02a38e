import { describe, expect, it } from 'vitest';
import { captureJobListQuerySchema } from './capture/capture-jobs.schemas.js';
import { queryFlag } from './query-flag.js';
import { workflowListQuerySchema } from './workflow/workflow.schemas.js';

describe('queryFlag', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads "%s" as %s', (text, expected) => {
    expect(queryFlag.parse(text)).toBe(expected);
  });

  it.each(['abc', 'yes', '', 'FALSE '])('refuses "%s" with platform.invalid_flag', (text) => {
    const result = queryFlag.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('platform.invalid_flag');
  });

  it('is what the shared list queries use: "false" stays false', () => {
    expect(captureJobListQuerySchema.parse({ includePickedUp: 'false' }).includePickedUp).toBe(false);
    expect(captureJobListQuerySchema.parse({ includePickedUp: '1' }).includePickedUp).toBe(true);
    expect(captureJobListQuerySchema.parse({}).includePickedUp).toBe(false);
    expect(workflowListQuerySchema.parse({ Ascending: 'false' }).Ascending).toBe(false);
    expect(workflowListQuerySchema.parse({ Ascending: 'true' }).Ascending).toBe(true);
    expect(workflowListQuerySchema.safeParse({ Ascending: 'abc' }).success).toBe(false);
  });
});

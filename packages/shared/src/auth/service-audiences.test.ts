import { describe, expect, it } from 'vitest';
import { audienceForCall, audiencesForPath } from './service-audiences.js';
import { audiences } from './token.schemas.js';

describe('one audience per module', () => {
  it("lets each service take its modules' tokens and the shell's", () => {
    expect(audiencesForPath('/api/cap/stack/list')).toEqual(['web', 'Unides', 'Capture']);
    expect(audiencesForPath('/api/job/main/getjobs')).toEqual(['web', 'Unides', 'Capture']);
    expect(audiencesForPath('/api/wf/workflows/inbox')).toEqual(['web', 'Workflow', 'WfSearch']);
    expect(audiencesForPath('/api/man/konten/list')).toEqual(['web', 'Verwaltung']);
    expect(audiencesForPath('/api/arc/search')).toEqual(['web', 'UniView']);
  });

  it("lets the workflow screen's goods-receipt panel use the capture service's /wawi calls only", () => {
    expect(audiencesForPath('/api/cap/wawi/GetGridViewAllData')).toEqual([
      'web',
      'Unides',
      'Capture',
      'Workflow',
    ]);
    expect(audienceForCall('/api/cap/wawi/AutoDocLink', 'Workflow')).toBe('Workflow');
    expect(audienceForCall('/api/cap/wawix/AutoDocLink', 'Workflow')).toBe('web');
  });

  it('lets every session reach the auth service, and does not match look-alike paths', () => {
    expect(audiencesForPath('/api/auth/me')).toEqual(audiences);
    expect(audiencesForPath('/api/capture/x')).toEqual(audiences);
  });

  it("sends the current module's token where its service takes it, else the shell's", () => {
    expect(audienceForCall('/api/cap/stack/list', 'Unides')).toBe('Unides');
    expect(audienceForCall('/api/man/konten/list', 'Unides')).toBe('web');
    expect(audienceForCall('/api/wf/workflows/inbox', 'WfSearch')).toBe('WfSearch');
    expect(audienceForCall('/api/cap/CapDocViewer/GetDocument', 'Workflow')).toBe('web');
    expect(audienceForCall('/api/auth/me', 'Workflow')).toBe('Workflow');
    expect(audienceForCall('/api/wf/sdk/GetOpenWFRequestsCount', undefined)).toBe('web');
  });
});

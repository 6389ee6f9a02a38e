import { describe, expect, it } from 'vitest';
import { forwardCodeFlowPath, skipsTokenRestore } from './startup.js';

describe('start-up forwarding', () => {
  it('turns claimtokenext into ClaimToken with mode=ext and keeps the query', () => {
    expect(forwardCodeFlowPath({ pathname: '/claimtokenext', search: '?code=abc&state=app%3Asecret' })).toBe(
      '/#/ClaimToken?code=abc&state=app%3Asecret&mode=ext',
    );
  });

  it('turns claimtoken into ClaimToken with mode=int, also below a base path and in any case', () => {
    expect(forwardCodeFlowPath({ pathname: '/belegfluss/ClaimToken', search: '?code=x' })).toBe(
      '/belegfluss/#/ClaimToken?code=x&mode=int',
    );
  });

  it('forwards granttoken with its query and leaves other paths alone', () => {
    expect(
      forwardCodeFlowPath({ pathname: '/granttoken', search: '?returnUrl=%2FOAuth&clientAppInfo=App' }),
    ).toBe('/#/GrantToken?returnUrl=%2FOAuth&clientAppInfo=App');
    expect(forwardCodeFlowPath({ pathname: '/', search: '' })).toBeNull();
    expect(forwardCodeFlowPath({ pathname: '/claimtokens', search: '' })).toBeNull();
  });

  it('restores no login on SessionExpired and EXTERN routes', () => {
    expect(skipsTokenRestore('/SessionExpired')).toBe(true);
    expect(skipsTokenRestore('/ArcDocViewer/EXTERN/42')).toBe(true);
    expect(skipsTokenRestore('/MainFrame/Archiv')).toBe(false);
  });
});

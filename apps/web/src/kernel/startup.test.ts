import { describe, expect, it } from 'vitest';
import { forwardCodeFlowPath, forwardStartPath, skipsTokenRestore } from './startup.js';

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

  it('opens the ExtView route for the path /ExtView, keeping a hash it already has', () => {
    expect(forwardStartPath({ pathname: '/ExtView', search: '', hash: '' })).toBe('/#/ExtView');
    expect(forwardStartPath({ pathname: '/belegfluss/extview/', search: '?x=1', hash: '' })).toBe(
      '/belegfluss/?x=1#/ExtView',
    );
    expect(forwardStartPath({ pathname: '/ExtView', search: '', hash: '#/ExtView?doc=7' })).toBe(
      '/#/ExtView?doc=7',
    );
    expect(forwardStartPath({ pathname: '/claimtoken', search: '?code=c', hash: '' })).toBe(
      '/#/ClaimToken?code=c&mode=int',
    );
    expect(forwardStartPath({ pathname: '/', search: '', hash: '#/MainFrame/Hilfe' })).toBeNull();
  });

  it('restores no login on SessionExpired and EXTERN routes', () => {
    expect(skipsTokenRestore('/SessionExpired')).toBe(true);
    expect(skipsTokenRestore('/ArcDocViewer/EXTERN/42')).toBe(true);
    expect(skipsTokenRestore('/MainFrame/Archiv')).toBe(false);
  });
});

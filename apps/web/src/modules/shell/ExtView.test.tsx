import { MessageType } from '@belegfluss/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { useMessageListener } from '../messaging/index.js';
import { ExtViewPage } from './pages/ShellPages.js';

function WindowListener() {
  useMessageListener({ active: true, instanceType: null, onSessionCheck: async () => true });
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the external viewer window', () => {
  it('follows the document selected in another window of the same sign-in', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:selected', revokeObjectURL: () => undefined }),
    );
    const messages = [
      {
        messageInfo: {
          messageUID: '3f0e1c52-7a4f-4d0b-9f5e-2f4b8f0c1a11',
          instanceType: 'UD',
          senderUID: 'capture-window',
          messageType: MessageType.documentSelectionChanged,
        },
        customData: { mandantId: '0d9a6a38-1f7e-4f0c-8a55-5a2f7b9c3e21', documentUID: 'doc-4711' },
        sessionUID: null,
      },
    ];
    const server = fakeServer({
      'GET /api/msg/AppInstance/ListenMessages': (request) => {
        const next = messages.shift();
        if (next) return json(next);
        // Nothing more: the poll waits until the window stops listening.
        return new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
      'GET /api/cap/CapDocViewer/StreamDocItem': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    });
    renderInApp(
      <>
        <WindowListener />
        <ExtViewPage />
      </>,
      { route: '/ExtView', manager: signedInManager([]) },
    );
    await waitFor(() => expect(screen.getByTestId('ext-view').dataset.documentId).toBe('doc-4711'));
    await waitFor(() => expect(server.calls('GET', '/api/cap/CapDocViewer/StreamDocItem')).toHaveLength(1));
    const pdf = server.calls('GET', '/api/cap/CapDocViewer/StreamDocItem')[0];
    expect(new URL(pdf!.url).searchParams.get('documentId')).toBe('doc-4711');
    const polls = server.calls('GET', '/api/msg/AppInstance/ListenMessages');
    expect(new URL(polls[1]!.url).searchParams.get('lastMsgUID')).toBe(
      '3f0e1c52-7a4f-4d0b-9f5e-2f4b8f0c1a11',
    );
  });
});

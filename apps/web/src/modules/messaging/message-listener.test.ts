import { MessageType, type AppMessage } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { createMessageListener, type FetchMessage } from './message-listener.js';

function message(
  uid: string,
  messageType: number = MessageType.documentSelectionChanged,
  sender = 'other',
): AppMessage {
  return {
    messageInfo: { messageUID: uid, instanceType: 'UD', senderUID: sender, messageType },
    customData: { documentUID: `doc-${uid}` },
    sessionUID: null,
  };
}

/** Nothing came in time; the server says where the listener stands now. */
function nothing(position: string | null = null) {
  return { position };
}

type Answer = AppMessage | { position: string | null } | Error;

/** A server that answers each long poll from a script: a message, nothing (with a position) or an error. */
function scriptedServer(script: Answer[]) {
  const asked: (string | null)[] = [];
  const immediate: boolean[] = [];
  const fetchMessage: FetchMessage = async (last, signal, once) => {
    asked.push(last);
    immediate.push(once);
    const next = script.shift();
    if (next === undefined) {
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    if (next instanceof Error) throw next;
    return 'position' in next ? { message: null, position: next.position } : { message: next };
  };
  return { asked, immediate, fetchMessage };
}

function run(script: Answer[], isRefusal?: (error: unknown) => boolean) {
  const server = scriptedServer(script);
  const received: string[] = [];
  const offline: string[] = [];
  const events: string[] = [];
  const listener = createMessageListener({
    fetchMessage: server.fetchMessage,
    onMessage: (incoming) => {
      received.push(incoming.messageInfo.messageUID);
      events.push(`message ${incoming.messageInfo.messageUID}`);
    },
    onOffline: (reason) => offline.push(reason),
    onPositioned: () => events.push('positioned'),
    senderUID: 'me',
    sleep: async () => undefined,
    ...(isRefusal ? { isRefusal } : {}),
  });
  return { server, received, offline, events, listener };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('message listener', () => {
  it('hands on one message per call, resumes from the last one and passes over its own', async () => {
    const { server, received, listener } = run([
      message('a'),
      nothing('a'),
      message('b', 2, 'me'),
      message('c'),
    ]);
    await settle();
    expect(received).toEqual(['a', 'c']);
    expect(server.asked).toEqual([null, 'a', 'a', 'b', 'c']);
    await listener.stop();
    expect(listener.state).toBe('stopped');
  });

  it('first asks at once where it stands, says when it knows, and resumes from each position a quiet poll gives', async () => {
    const { server, events, listener } = run([nothing('p1'), nothing('p2'), message('a')]);
    await settle();
    expect(server.asked).toEqual([null, 'p1', 'p2', 'a']);
    expect(server.immediate).toEqual([true, false, false, false]);
    expect(events).toEqual(['positioned', 'message a']);
    await listener.stop();
  });

  it('asks at once only first, and from a server that gives no position learns its place from a message', async () => {
    const { server, events, listener } = run([nothing(), message('a'), nothing()]);
    await settle();
    expect(server.asked).toEqual([null, null, 'a', 'a']);
    expect(server.immediate).toEqual([true, false, false, false]);
    expect(events).toEqual(['positioned', 'message a']);
    await listener.stop();
  });

  it('goes offline after three consecutive failed calls, not after failures with an answer between', async () => {
    const failing = () => new Error('network');
    const { received, offline, listener } = run([
      failing(),
      failing(),
      message('a'),
      failing(),
      failing(),
      failing(),
    ]);
    await settle();
    expect(received).toEqual(['a']);
    expect(offline).toEqual(['no-connection']);
    expect(listener.state).toBe('offline');
  });

  it('goes offline after a shutdown message, having handed it on', async () => {
    const { received, offline, server } = run([
      message('end', MessageType.sessionTerminated, 'server'),
      message('x'),
    ]);
    await settle();
    expect(received).toEqual(['end']);
    expect(offline).toEqual(['shutdown']);
    expect(server.asked).toEqual([null]);
  });

  it('stops at once when the server refuses the session', async () => {
    const refused = new Error('refused');
    const { offline, server } = run([refused, message('x')], (error) => error === refused);
    await settle();
    expect(offline).toEqual(['refused']);
    expect(server.asked).toHaveLength(1);
  });
});

describe('a listener that follows another', () => {
  it('resumes where its predecessor stopped', async () => {
    const server = scriptedServer([message('b')]);
    const received: string[] = [];
    const listener = createMessageListener({
      fetchMessage: server.fetchMessage,
      onMessage: (incoming) => received.push(incoming.messageInfo.messageUID),
      onOffline: () => undefined,
      senderUID: 'me',
      resumeFrom: 'a',
    });
    await settle();
    expect(server.asked).toEqual(['a', 'b']);
    expect(received).toEqual(['b']);
    expect(listener.lastMsgUID).toBe('b');
    await listener.stop();
  });
});

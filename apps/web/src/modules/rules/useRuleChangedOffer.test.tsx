import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MessageType, type AppMessage } from '@belegfluss/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { messageBus } from '../messaging/message-bus.js';
import { useRuleChangedOffer } from './useRuleChangedOffer.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const mandantId = '11111111-1111-4111-8111-111111111111';
const otherMandantId = '44444444-4444-4444-8444-444444444444';

function CaptureProbe() {
  useRuleChangedOffer(mandantId);
  return <Notifications />;
}

const ruleChanged = (forMandant: string): AppMessage => ({
  messageInfo: {
    messageUID: '55555555-5555-4555-8555-555555555555',
    instanceType: 'UD',
    senderUID: 'other-window',
    messageType: MessageType.ruleChanged,
  },
  customData: { mandantId: forMandant },
  sessionUID: null,
});

describe('rule changes seen from capture', () => {
  it('offers to evaluate the Mandant again and starts it only on request', async () => {
    const server = fakeServer({
      'POST /api/cap/RuleMan/onViewCommand': () =>
        json({ command: 'RerunExtraction', hits: [], value: null, documents: 3 }),
    });
    renderInApp(<CaptureProbe />, { manager: signedInManager(['UA_CAN_START_UNIDES;TRUE']) });

    act(() => messageBus.dispatch(ruleChanged(otherMandantId)));
    expect(screen.queryByTestId('rules-offer-rerun')).toBeNull();
    act(() => messageBus.dispatch(ruleChanged(mandantId)));
    fireEvent.click(await screen.findByTestId('rules-offer-rerun'));

    expect(await screen.findByText('3 nicht exportierte Belege werden erneut ausgewertet.')).toBeTruthy();
    await waitFor(() => expect(server.calls('POST', '/api/cap/RuleMan/onViewCommand')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('rules-offer-rerun')).toBeNull());
  });
});

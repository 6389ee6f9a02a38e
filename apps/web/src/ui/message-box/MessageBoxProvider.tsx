import { Button, Group, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { Modal } from '../modal/Modal.js';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadAtRoute } from '../../kernel/reload.js';
import {
  buttonsOf,
  enqueueMessageBox,
  MessageBoxButtons,
  MessageBoxResult,
  MessageBoxSize,
  MessageBoxType,
  type MessageBoxRequest,
  type MessageBoxResultValue,
  type QueuedMessageBox,
} from './message-box.js';

type MessageBoxApi = {
  showMessageBox: (request: MessageBoxRequest) => Promise<MessageBoxResultValue>;
  /** An error dialog titled 'Fehler'. */
  showError: (message: string | string[], options?: { reload?: boolean }) => Promise<MessageBoxResultValue>;
};

const MessageBoxContext = createContext<MessageBoxApi | null>(null);

const icons: Record<string, { color: string; sign: string }> = {
  Information: { color: 'blue', sign: 'i' },
  Warning: { color: 'yellow', sign: '!' },
  Error: { color: 'red', sign: '×' },
  Question: { color: 'grape', sign: '?' },
};

export function MessageBoxProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueuedMessageBox[]>([]);
  const nextId = useRef(1);

  const showMessageBox = useCallback(
    (request: MessageBoxRequest) =>
      new Promise<MessageBoxResultValue>((resolve) => {
        const id = nextId.current;
        nextId.current += 1;
        setQueue((current) => enqueueMessageBox(current, { ...request, id, resolve }));
      }),
    [],
  );
  const showError = useCallback(
    (message: string | string[], options: { reload?: boolean } = {}) =>
      showMessageBox({ message, type: MessageBoxType.Error, buttons: MessageBoxButtons.OK, ...options }),
    [showMessageBox],
  );
  const api = useMemo(() => ({ showMessageBox, showError }), [showMessageBox, showError]);

  const current = queue[0];
  const close = (result: MessageBoxResultValue) => {
    if (!current) return;
    setQueue((entries) => entries.filter((entry) => entry.id !== current.id));
    current.resolve(result);
    if (current.reload && current.type === MessageBoxType.Error) {
      reloadAtRoute('/');
    }
  };
  const isError = current?.type === MessageBoxType.Error;
  const type = current?.type ?? MessageBoxType.None;
  const lines = current ? (Array.isArray(current.message) ? current.message : [current.message]) : [];
  const defaultTitles: Record<string, string> = {
    Error: t('common.error-title'),
    Warning: t('common.warning-title'),
    Question: t('common.question-title'),
    Information: t('common.information-title'),
    None: '',
  };

  return (
    <MessageBoxContext.Provider value={api}>
      {children}
      <Modal
        opened={Boolean(current)}
        onClose={() =>
          close(
            current?.buttons === MessageBoxButtons.OK || !current?.buttons
              ? MessageBoxResult.OK
              : MessageBoxResult.Cancel,
          )
        }
        title={current?.title ?? defaultTitles[type]}
        centered
        size={isError ? MessageBoxSize.errorWidth : 'auto'}
        zIndex={400}
        data-testid="message-box"
        styles={{
          content: {
            minWidth: MessageBoxSize.minWidth,
            minHeight: isError ? MessageBoxSize.errorHeight : MessageBoxSize.minHeight,
            maxWidth: isError ? undefined : MessageBoxSize.contentMaxWidth,
          },
        }}
      >
        <Stack gap="md">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            {icons[type] && (
              <ThemeIcon color={icons[type].color} radius="xl" size="md" aria-hidden>
                {icons[type].sign}
              </ThemeIcon>
            )}
            <ScrollArea.Autosize mah={MessageBoxSize.contentMaxHeight} style={{ flex: 1 }}>
              <Stack gap={4} role={isError ? 'alert' : undefined}>
                {lines.map((line, index) => (
                  <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {line}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Group>
          <Group justify="flex-end" gap="xs">
            {buttonsOf[current?.buttons ?? MessageBoxButtons.OK].map((result, index) => (
              <Button
                key={result}
                variant={index === 0 ? 'filled' : 'default'}
                onClick={() => close(result)}
                data-autofocus={index === 0 || undefined}
              >
                {t(`common.button.${result.toLowerCase()}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Modal>
    </MessageBoxContext.Provider>
  );
}

export function useMessageBox(): MessageBoxApi {
  const api = useContext(MessageBoxContext);
  if (!api) throw new Error('useMessageBox outside MessageBoxProvider');
  return api;
}

import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '@belegfluss/shared';

/** Seconds until the announced maintenance starts, on the server's clock. */
export function maintenanceSecondsLeft(
  activatesAt: string,
  serverTimeDiffMs: number,
  now = Date.now(),
): number {
  return Math.max(0, Math.ceil((Date.parse(activatesAt) - (now + serverTimeDiffMs)) / 1000));
}

/**
 * The blinking bar at the bottom (spec 000, section 4): 'Bitte abmelden! Wartungsmodus wird in N
 * Sekunden aktiviert.', counting down each second; it disappears when the countdown ends.
 */
export function MaintenanceBar({ status, receivedAt }: { status: ClientStatus | null; receivedAt: number }) {
  const { t } = useTranslation();
  const maintenance = status?.maintenance;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!maintenance || maintenance.active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [maintenance]);

  if (!status || !maintenance || maintenance.active) return null;
  const timeDiff = Date.parse(status.serverTime) - receivedAt;
  const seconds = maintenanceSecondsLeft(maintenance.activatesAt, timeDiff, Math.max(now, receivedAt));
  if (seconds <= 0) return null;
  return (
    <Box className="maintenance-bar" role="status" data-testid="maintenance-bar">
      <Text fw={700} ta="center">
        {t('shell.maintenance.countdown', { seconds })}
        {maintenance.message ? ` ${maintenance.message}` : ''}
      </Text>
    </Box>
  );
}

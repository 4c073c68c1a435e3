import type { LiveEvent } from '../platform/events/notify.ts';

/** The topic the trigger of migration 0038 sends on `lotus_events` when a brand's system settings change. */
export const systemSettingsTopic = 'system.settings';

/** What the flag needs of the process's live events (platform/events/live-event-hub.ts). */
export interface SettingsChanges {
  subscribe(listener: (event: LiveEvent) => void): () => void;
  watchConnection(listener: (connected: boolean) => void): () => void;
}

/**
 * The brand's maintenance switch as every call closed in maintenance asks it, kept in memory while
 * this process listens for changes: the trigger of migration 0038 notifies every instance when the
 * brand's `system_settings` row changes (whoever writes it), and the kept value is dropped then. It
 * is kept only while the LISTEN connection is up (a notification sent while it is down is lost), and
 * a read that a notification overtook is not kept. So an instance sees a change within the
 * notification's delivery after the commit, as a request sent a moment earlier would have; without
 * `changes` (or until the connection is up) every call reads the row.
 */
export function createMaintenanceFlag(deps: {
  read: () => Promise<boolean>;
  changes: SettingsChanges | undefined;
}) {
  let kept: boolean | undefined;
  // Moves on every change notice and every connection change: a read begun before one is not kept.
  let generation = 0;
  let listening = false;
  let watching = false;

  const forget = () => {
    generation += 1;
    kept = undefined;
  };

  /** Starts listening at the first ask, so a process that never asks opens no connection for it. */
  function watch(changes: SettingsChanges): void {
    watching = true;
    changes.subscribe((event) => {
      if (event.topic === systemSettingsTopic) forget();
    });
    changes.watchConnection((connected) => {
      listening = connected;
      forget();
    });
  }

  async function isOn(): Promise<boolean> {
    if (deps.changes && !watching) watch(deps.changes);
    if (listening && kept !== undefined) return kept;
    const before = generation;
    const value = await deps.read();
    if (listening && generation === before) kept = value;
    return value;
  }

  return {
    isOn,
    /** This process changed the settings: the next ask reads them (other instances hear the trigger). */
    forget,
  };
}

export type MaintenanceFlag = ReturnType<typeof createMaintenanceFlag>;

/** How the simulator misbehaves on the wire, as a real vendor's network and code do. */
export interface SimulatorFaults {
  /** Share of wallet calls sent twice (half of them at the same time, half one after the other). */
  duplicateRate: number;
  /** Share of attempts whose answer is lost: the request is aborted a few milliseconds in, then retried or rolled back. */
  lossRate: number;
  /** Share of rounds whose rollback reaches the platform before the bet it cancels (or races it). */
  earlyRollbackRate: number;
  /** A call that has not answered after this many milliseconds is aborted and counts as a timeout. */
  timeoutMs: number;
  /** Attempts per transaction before the simulator gives up on the network (a debit is then rolled back). */
  maxAttempts: number;
  /** First retry waits this long, each next one twice as long (with jitter), at most 1 s. */
  backoffMs: number;
}

export interface SimulatorSettings {
  /** Where the platform's `/vendor-wallet/` API is, as the vendor reaches it (no trailing slash). */
  walletUrl: string;
  /** The member site's origin: the only page besides the simulator's own that may frame the game. */
  memberSiteUrl: string;
  faults: SimulatorFaults;
}

export const defaultFaults: SimulatorFaults = {
  duplicateRate: 0.05,
  lossRate: 0.03,
  earlyRollbackRate: 0.01,
  timeoutMs: 5000,
  maxAttempts: 6,
  backoffMs: 10,
};

/** The counters of one process, for the run's printout and `GET /vendor-sim/stats`. */
export interface SimulatorTally {
  rounds: number;
  calls: number;
  duplicatesSent: number;
  duplicateMismatches: number;
  retries: number;
  timeouts: number;
  rollbacks: number;
  rollbacksRefunded: number;
  /** Rollbacks answered `rolledBack: false`: the bet was never taken (a tombstone now guards it) or was refused. */
  rollbacksOfUntakenBets: number;
  lateDebitsRefused: number;
  refusedBets: number;
  signatureRefusals: number;
}

export function emptyTally(): SimulatorTally {
  return {
    rounds: 0,
    calls: 0,
    duplicatesSent: 0,
    duplicateMismatches: 0,
    retries: 0,
    timeouts: 0,
    rollbacks: 0,
    rollbacksRefunded: 0,
    rollbacksOfUntakenBets: 0,
    lateDebitsRefused: 0,
    refusedBets: 0,
    signatureRefusals: 0,
  };
}

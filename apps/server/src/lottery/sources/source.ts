/** One station's published result on a date, as a results source gives it. */
export interface SourcedResult {
  /** The station's code (stations.ts). */
  station: string;
  board: Record<string, string[]>;
}

/**
 * Where regional results come from besides an operator's hands: the JSON file here; a real results
 * feed is one more adapter. Whatever it answers is only entered, never final: a second operator
 * confirms it, and its board's shape is checked like a typed one.
 */
export interface LotteryResultSource {
  /** Recorded with every result it gave (`import:<name>`). */
  readonly name: string;
  /** The results published on a Vietnam calendar date (`YYYY-MM-DD`); none when it has none. */
  resultsOn(date: string): Promise<SourcedResult[]>;
}

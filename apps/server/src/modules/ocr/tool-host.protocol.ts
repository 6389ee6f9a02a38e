import type { SpawnToolRequest, ToolOutcome } from './spawn-tool.js';

/** Messages from the server process to the tool host. */
export type ToolHostRequest =
  { type: 'run'; id: number; request: SpawnToolRequest } | { type: 'abort'; id: number };

/** The tool host's answer to one `run`. */
export type ToolHostReply = { id: number; outcome: ToolOutcome };

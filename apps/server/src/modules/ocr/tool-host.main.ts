import { spawnTool } from './spawn-tool.js';
import type { ToolHostReply, ToolHostRequest } from './tool-host.protocol.js';

// The tool host: a small process that starts the command line tools for the server. Forking the
// server itself costs ~12 ms of blocked event loop per tool (its embedded database makes it large);
// forking this process costs ~1 ms and blocks nobody. It ends with its parent.
const running = new Map<number, AbortController>();

process.on('message', (message: ToolHostRequest) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort();
    return;
  }
  const controller = new AbortController();
  running.set(message.id, controller);
  void spawnTool(message.request, controller.signal).then((outcome) => {
    running.delete(message.id);
    const reply: ToolHostReply = { id: message.id, outcome };
    process.send?.(reply);
  });
});

process.on('disconnect', () => {
  for (const controller of running.values()) controller.abort();
  process.exit(0);
});

// Loaded into a server the bench measures (`node --expose-gc --import <this file>`, IPC channel
// open): on the bench's "memory" request, full garbage collections until the heap stops shrinking,
// then the process's memory figures. Live objects stay counted; only garbage is gone.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

process.on('message', async (message) => {
  if (message !== 'memory') return;
  let previous = Infinity;
  for (let round = 0; round < 5; round += 1) {
    globalThis.gc();
    await settle();
    const { heapUsed } = process.memoryUsage();
    if (previous - heapUsed < 16 * 1024) break;
    previous = heapUsed;
  }
  process.send?.({ type: 'memory', ...process.memoryUsage() });
});

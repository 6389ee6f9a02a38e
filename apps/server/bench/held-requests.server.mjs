// The bare ceiling of a waiting long poll: plain node:http holding each request open until told.
import http from 'node:http';

const held = [];
const server = http.createServer((request, response) => {
  if (request.url === '/api/health') return response.end('ok');
  if (request.url === '/release') {
    for (const waiting of held.splice(0)) waiting.end('{}');
    return response.end('released');
  }
  held.push(response);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

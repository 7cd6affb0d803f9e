/**
 * A bench client that speaks STOMP 1.2 on a bare `ws` socket with a minimal frame reader (one frame per WebSocket
 * message, as our server sends them): CONNECT with the token, SUBSCRIBE with a receipt, MESSAGE bodies cut at the
 * blank line. It costs a fraction of @stomp/stompjs's CPU, so on one machine the server's share shows.
 */
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();

/** Opens sockets that subscribe `destination`; each calls `onMessage` with its arrival time and body. */
export function leanStomp(url: string, destination: string) {
  const sockets: WebSocket[] = [];
  // Heart-beats out every 10 s like stompjs: one timer for the process.
  setInterval(() => {
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send('\n');
  }, 10_000).unref();
  return (token: string, index: number, onMessage: (at: number, body: string) => void, done: (ok: boolean) => void) => {
    const ws = new WebSocket(url, ['v12.stomp']);
    ws.on('open', () =>
      ws.send(`CONNECT\naccept-version:1.2\nheart-beat:10000,10000\nAuthorization:Bearer ${token}\n\n\0`),
    );
    ws.on('message', (data: Buffer) => {
      if (data.length === 1) return; // a heart-beat
      const text = data.toString('utf8');
      if (text.startsWith('MESSAGE\n')) {
        const at = now();
        onMessage(at, text.slice(text.indexOf('\n\n') + 2, -1));
      } else if (text.startsWith('CONNECTED\n')) {
        sockets.push(ws);
        ws.send(`SUBSCRIBE\nid:sub-0\ndestination:${destination}\nreceipt:ready-${index}\n\n\0`);
      } else if (text.startsWith('RECEIPT\n')) done(true);
      else if (text.startsWith('ERROR\n')) done(false);
    });
    ws.on('error', () => done(false));
  };
}
